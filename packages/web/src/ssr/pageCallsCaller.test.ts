import type { PageCalls } from '@tutor-admin/shared'
import { describe, expect, it, vi } from 'vitest'
import { pageCallsCaller } from './pageCallsCaller'

const calls = (): PageCalls => ({
  schemas: vi.fn(async () => ({ appName: 'admin', schemas: {} }) as never),
  find: vi.fn(async (service: string, query: Record<string, unknown>) => {
    if (service === 'users') throw new Error('Forbidden')
    return { total: 2, data: [{ service, query }] }
  })
})

describe('a page rendered on the server reads the console’s queries through its calls', () => {
  it('answers finds and the catalogue as the user', async () => {
    const page = calls()
    const call = pageCallsCaller(page)
    expect(await call('teachers', 'find', { query: { $limit: 0 } })).toEqual({
      total: 2,
      data: [{ service: 'teachers', query: { $limit: 0 } }]
    })
    expect(page.find).toHaveBeenCalledWith('teachers', { $limit: 0 })
    await call('schemas', 'find', { query: {} })
    expect(page.schemas).toHaveBeenCalledTimes(1)
  })

  it('answers a batch as its finds, in order, and fails with any of them', async () => {
    const call = pageCallsCaller(calls())
    const finds = [
      { service: 'teachers', query: { $limit: 0 } },
      { service: 'lessons', query: { $limit: 0 } }
    ]
    const answer = await call<{ results: Array<{ result: { data: unknown[] } }> }>('batch', 'create', {
      finds
    })
    expect(answer.results.map(({ result }) => result.data)).toEqual(
      finds.map((find) => [{ service: find.service, query: find.query }])
    )
    await expect(
      call('batch', 'create', { finds: [...finds, { service: 'users', query: {} }] })
    ).rejects.toThrow('Forbidden')
  })

  it('refuses anything but reading', async () => {
    const page = calls()
    const call = pageCallsCaller(page)
    for (const method of ['create', 'patch', 'remove', 'update'] as const)
      await expect(call('teachers', method, {})).rejects.toThrow('only reads')
    expect(page.find).not.toHaveBeenCalled()
  })
})
