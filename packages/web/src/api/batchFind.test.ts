import { QUERY_LIMITS } from '@tutor-admin/shared'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { batchFind } from './batchFind'
import { session } from './client'

// Spied on rather than mocked as a module: a run that shares modules between files has loaded it already.
const call = vi.spyOn(session, 'call')
afterAll(() => vi.restoreAllMocks())

/** Answers each find with a page whose total is the find's position in its call. */
const answerInOrder = async (_path: string, _method: string, data: unknown) => {
  const { finds } = data as { finds: Array<{ service: string }> }
  return {
    results: finds.map((find, index) => ({ result: { total: index, data: [{ _id: find.service }] } }))
  }
}

describe('batchFind (POST /api/batch)', () => {
  beforeEach(() => {
    call.mockReset()
  })

  it('asks in calls of the most the server takes and answers in order', async () => {
    call.mockImplementation(answerInOrder as typeof session.call)
    const finds = Array.from({ length: QUERY_LIMITS.maxBatchFinds + 20 }, (_, index) => ({
      service: `s${index}`
    }))
    const pages = await batchFind(finds)
    expect(call.mock.calls.map((args) => (args[2] as { finds: unknown[] }).finds.length)).toEqual([
      QUERY_LIMITS.maxBatchFinds,
      20
    ])
    expect(pages.map((page) => page.data[0]._id)).toEqual(finds.map((find) => find.service))
    expect(pages[QUERY_LIMITS.maxBatchFinds].total).toBe(0)
  })

  it('throws the error of a refused find as the find alone would have', async () => {
    call.mockResolvedValue({
      results: [
        { result: { total: 1, data: [] } },
        { error: { name: 'Forbidden', code: 403, message: 'You may not find users' } }
      ]
    })
    await expect(batchFind([{ service: 'teachers' }, { service: 'users' }])).rejects.toMatchObject({
      name: 'Forbidden',
      code: 403,
      message: 'You may not find users'
    })
  })
})
