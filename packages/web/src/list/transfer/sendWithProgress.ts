import { FinishedBeforeStop, stoppedJobEnd, watchJob, type TransferControl } from './transferJob'

/**
 * POSTs a form by XMLHttpRequest, whose upload events tell the bytes sent; once sent, the server's
 * progress of `job`. Aborting the signal aborts the request (the server then cancels the job) and
 * fails with an AbortError once the server says the job did not finish, or with
 * {@link FinishedBeforeStop} when it had.
 */
export const sendWithProgress = (
  url: string,
  body: FormData,
  headers: Record<string, string>,
  job: string,
  { signal, onProgress }: TransferControl
) =>
  new Promise<Response>((resolve, reject) => {
    const request = new XMLHttpRequest()
    let stop: (() => void) | undefined
    const settle = () => {
      stop?.()
      signal?.removeEventListener('abort', abort)
    }
    const abort = () => request.abort()
    request.open('POST', url)
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) =>
      onProgress?.({ phase: 'upload', done: event.loaded, total: event.total })
    request.upload.onload = () => {
      if (onProgress) stop = watchJob(job, headers, onProgress)
    }
    request.onload = () => {
      settle()
      resolve(new Response(request.responseText, { status: request.status, statusText: request.statusText }))
    }
    request.onerror = () => {
      settle()
      reject(new TypeError('The request failed'))
    }
    // A stop that reached the server after it had finished is no stop: the answer says so.
    request.onabort = () => {
      settle()
      void stoppedJobEnd(job, headers).then((end) =>
        reject(
          end === 'done'
            ? new FinishedBeforeStop('The work had finished before it could be stopped')
            : new DOMException('The request was cancelled', 'AbortError')
        )
      )
    }
    if (signal?.aborted) return reject(new DOMException('The request was cancelled', 'AbortError'))
    signal?.addEventListener('abort', abort)
    request.send(body)
  })
