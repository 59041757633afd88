import { FinishedBeforeStop, stoppedJobEnd, watchJob, type TransferControl } from './transferJob'

/**
 * POSTs a form by XMLHttpRequest, whose upload events tell the bytes sent until the server reports
 * its progress of `job`. Aborting the signal aborts the request (the server then cancels the job) and
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
    // The server may have the file and be at work before the browser counts the upload done (a
    // slow or throttled network): its progress is watched from the start and, once it reports,
    // upload counts no longer show.
    let serverReports = false
    request.upload.onprogress = (event) => {
      if (!serverReports) onProgress?.({ phase: 'upload', done: event.loaded, total: event.total })
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
    if (onProgress)
      stop = watchJob(job, headers, (progress) => {
        serverReports = true
        onProgress(progress)
      })
    request.send(body)
  })
