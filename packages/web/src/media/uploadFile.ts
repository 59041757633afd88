import type { Attachment } from './attachment'

export interface UploadRequest {
  url: string
  file: File
  /** The console's access token, sent as a bearer token (C15). */
  token: string | null
  /** Bytes sent of the whole request, from the browser's upload progress events. */
  onProgress?: (loaded: number, total: number) => void
  signal?: AbortSignal
  /** The method: POST for a new attachment, PUT to replace one's file in place. */
  method?: 'POST' | 'PUT'
}

/**
 * An upload the server refused, with its status, message and the error's data (its code, said in
 * the interface's language); status 0 when no answer came.
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data?: unknown
  ) {
    super(message)
    this.name = 'UploadError'
  }
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The attachment of an answer: `{ info }`, or the first of a list of them. */
const infoOf = (body: unknown): Attachment | undefined => {
  const first = Array.isArray(body) ? body[0] : body
  return (first as { info?: Attachment } | undefined)?.info
}

/**
 * Sends one file as the multipart field `file` (C15, R-MED-10) with XMLHttpRequest, whose upload
 * events report the bytes sent; resolves with the server's record of it.
 */
export const uploadFile = ({ url, file, token, onProgress, signal, method = 'POST' }: UploadRequest) =>
  new Promise<Attachment>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total)
    }
    xhr.onload = () => {
      const body = parse(xhr.responseText)
      const info = infoOf(body)
      if (xhr.status >= 200 && xhr.status < 300 && info) return resolve(info)
      const { message, data } = (body ?? {}) as { message?: unknown; data?: unknown }
      reject(
        new UploadError(
          typeof message === 'string' && message ? message : `${xhr.status} ${xhr.statusText}`,
          xhr.status,
          data
        )
      )
    }
    xhr.onerror = () => reject(new UploadError('', 0))
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'))
    if (signal?.aborted) return reject(new DOMException('The upload was stopped', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const form = new FormData()
    form.append('file', file, file.name)
    xhr.send(form)
  })
