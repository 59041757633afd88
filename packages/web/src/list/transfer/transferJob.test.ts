import { afterEach, describe, expect, it, vi } from 'vitest'
import { stoppedJobEnd } from './transferJob'

const answers = (...bodies: Array<number | { phase: string }>) => {
  const fetch = vi.fn()
  for (const body of bodies)
    fetch.mockResolvedValueOnce(
      typeof body === 'number'
        ? new Response('{}', { status: body })
        : new Response(JSON.stringify({ done: 1, total: 2, ...body }))
    )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => vi.unstubAllGlobals())

describe('how a stopped import ended on the server (R-IO-05)', () => {
  it('finished, when the stop reached the server after it had saved', async () => {
    const fetch = answers({ phase: 'write' }, { phase: 'write' }, { phase: 'done' })
    expect(await stoppedJobEnd('job-1', { authorization: 'Bearer t' }, 1)).toBe('done')
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(fetch.mock.calls[0]).toEqual([
      '/api/transfer-progress/job-1',
      { headers: { authorization: 'Bearer t' } }
    ])
  })

  it('stopped, once the server says cancelled or failed, or has no such job', async () => {
    answers({ phase: 'check' }, { phase: 'cancelled' })
    expect(await stoppedJobEnd('job-2', {}, 1)).toBe('stopped')
    answers({ phase: 'failed' })
    expect(await stoppedJobEnd('job-3', {}, 1)).toBe('stopped')
    answers(404)
    expect(await stoppedJobEnd('job-4', {}, 1)).toBe('stopped')
  })

  it('asks again after a failed request', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ phase: 'done' })))
    vi.stubGlobal('fetch', fetch)
    expect(await stoppedJobEnd('job-5', {}, 1)).toBe('done')
  })
})
