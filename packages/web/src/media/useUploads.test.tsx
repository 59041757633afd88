import { act, renderHook } from '@testing-library/react'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAppStore } from '../state/appStore'
import { withoutTranslations } from '../testing/withoutTranslations'
import type { Attachment } from './attachment'
import type { UploadRequest } from './uploadFile'
import { useUploads } from './useUploads'

withoutTranslations()
beforeEach(() => useAppStore.setState({ token: 'T' }))
afterAll(() => useAppStore.setState({ token: null }))

/** A sender whose uploads the test settles by hand. */
const fakeSender = () => {
  const calls: Array<{
    request: UploadRequest
    resolve: (info: Attachment) => void
    reject: (error: Error) => void
  }> = []
  const send = (request: UploadRequest) =>
    new Promise<Attachment>((resolve, reject) => {
      calls.push({ request, resolve, reject })
      request.signal?.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError')))
    })
  return { calls, send }
}

const file = (name: string) => new File(['data'], name, { type: 'image/png' })
const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))

describe('uploads (R-WID-05, R-WID-06, R-WID-08)', () => {
  it('uploads several files at once, with the token, each to done or failed', async () => {
    const { calls, send } = fakeSender()
    const onUploaded = vi.fn()
    const { result } = renderHook(() =>
      useUploads({ url: '/api/attachments/upload/products', failedText: 'failed', onUploaded, send })
    )
    act(() => result.current.upload([file('a.png'), file('b.png')]))
    expect(calls.map((call) => [call.request.url, call.request.token, call.request.file.name])).toEqual([
      ['/api/attachments/upload/products', 'T', 'a.png'],
      ['/api/attachments/upload/products', 'T', 'b.png']
    ])
    expect(result.current.items.map((item) => [item.name, item.progress, item.complete])).toEqual([
      ['b.png', 0, false],
      ['a.png', 0, false]
    ])
    act(() => calls[0].request.onProgress?.(2, 4))
    await frame()
    expect(result.current.items[1].progress).toBe(0.5)
    await act(async () => calls[0].resolve({ _id: 'a1', name: 'a.png' }))
    await act(async () => calls[1].reject(new Error('Too large')))
    expect(result.current.items[1]).toMatchObject({ _id: 'a1', success: true, complete: true, progress: 1 })
    expect(result.current.items[0]).toMatchObject({ error: 'Too large', complete: true, success: false })
    expect(onUploaded).toHaveBeenCalledTimes(1)
  })

  it('in single-file mode keeps only the newest upload: a newer one stops an older one still running', async () => {
    const { calls, send } = fakeSender()
    const onUploaded = vi.fn()
    const { result } = renderHook(() =>
      useUploads({ url: '/u', single: true, failedText: 'failed', onUploaded, send })
    )
    act(() => result.current.upload([file('old.png')]))
    act(() => result.current.upload([file('new.png')]))
    expect(calls[0].request.signal?.aborted).toBe(true)
    expect(result.current.items.map((item) => item.name)).toEqual(['new.png'])
    // The older answer arriving late changes nothing.
    await act(async () => calls[0].resolve({ _id: 'old' }))
    await act(async () => calls[1].resolve({ _id: 'new' }))
    expect(onUploaded.mock.calls.map(([info]) => info._id)).toEqual(['new'])
    expect(result.current.items).toHaveLength(1)
  })

  it('says the fallback text when a failure has no message', async () => {
    const { calls, send } = fakeSender()
    const { result } = renderHook(() => useUploads({ url: '/u', failedText: 'The upload failed', send }))
    act(() => result.current.upload([file('a.png')]))
    await act(async () => calls[0].reject(new Error('')))
    expect(result.current.items[0].error).toBe('The upload failed')
  })
})
