import { useCallback, useEffect, useRef, useState } from 'react'
import { useAppStore } from '../state/appStore'
import { errorMessage } from '../errors/httpError'
import type { Attachment } from './attachment'
import { startUpload, uploadDone, uploadFailed, uploadProgress, type UploadItem } from './uploadItem'
import { uploadFile } from './uploadFile'

export interface UploadsOptions {
  /** Where the files are posted (C15). */
  url: string
  /** One file at a time: a newer upload stops and replaces one still running (R-WID-05). */
  single?: boolean
  /** Said on an item whose upload failed without a message of the server's. */
  failedText: string
  /** After each file the server stored. */
  onUploaded?: (info: Attachment, item: UploadItem) => void
  /** The sender, replaceable in tests. */
  send?: typeof uploadFile
}

let nextKey = 1

/**
 * Uploads with their progress (R-WID-06): every file at once, each an item that goes from
 * uploading to done or failed. Progress events are applied once per frame, so that ten files
 * sending at once do not render the page once per event.
 */
export const useUploads = ({
  url,
  single = false,
  failedText,
  onUploaded,
  send = uploadFile
}: UploadsOptions) => {
  const [items, setItems] = useState<UploadItem[]>([])
  const running = useRef(new Map<string, AbortController>())
  const pending = useRef(new Map<string, (item: UploadItem) => UploadItem>())
  const frame = useRef(0)
  const latest = useRef({ onUploaded, failedText })
  latest.current = { onUploaded, failedText }

  const flush = useCallback(() => {
    frame.current = 0
    const updates = new Map(pending.current)
    pending.current.clear()
    if (updates.size)
      setItems((list) => list.map((item) => (updates.has(item.key) ? updates.get(item.key)!(item) : item)))
  }, [])

  /** Changes an item: progress at the next frame, the end of an upload at once. */
  const update = useCallback(
    (key: string, change: (item: UploadItem) => UploadItem, now = false) => {
      const before = pending.current.get(key)
      pending.current.set(key, before ? (item) => change(before(item)) : change)
      if (now) {
        if (frame.current) cancelAnimationFrame(frame.current)
        flush()
      } else if (!frame.current) frame.current = requestAnimationFrame(flush)
    },
    [flush]
  )

  const upload = useCallback(
    (files: File[]) => {
      const list = single ? files.slice(-1) : files
      if (list.length === 0) return
      if (single) {
        // The newest upload supersedes any still running.
        running.current.forEach((controller) => controller.abort())
        running.current.clear()
        pending.current.clear()
      }
      const started = list.map((file) => ({ file, item: startUpload(file, `upload-${nextKey++}`) }))
      setItems((current) => [...started.map(({ item }) => item).reverse(), ...(single ? [] : current)])
      for (const { file, item } of started) {
        const controller = new AbortController()
        running.current.set(item.key, controller)
        send({
          url,
          file,
          token: useAppStore.getState().token,
          signal: controller.signal,
          onProgress: (loaded, total) => update(item.key, (current) => uploadProgress(current, loaded, total))
        }).then(
          (info) => {
            if (controller.signal.aborted) return
            running.current.delete(item.key)
            update(item.key, (current) => uploadDone(current, info), true)
            latest.current.onUploaded?.(info, uploadDone(item, info))
          },
          (error: unknown) => {
            if (controller.signal.aborted) return
            running.current.delete(item.key)
            const message = errorMessage(error) || latest.current.failedText
            update(item.key, (current) => uploadFailed(current, message), true)
          }
        )
      }
    },
    [url, single, send, update]
  )

  /** Forgets an item; one still uploading is stopped. */
  const remove = useCallback((key: string) => {
    running.current.get(key)?.abort()
    running.current.delete(key)
    setItems((list) => list.filter((item) => item.key !== key))
  }, [])

  useEffect(
    () => () => {
      running.current.forEach((controller) => controller.abort())
      if (frame.current) cancelAnimationFrame(frame.current)
    },
    []
  )

  return { items, upload, remove }
}
