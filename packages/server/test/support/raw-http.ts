import http from 'node:http'

export interface RawRequest {
  method: string
  /** Sent as written: no dot-segment folding, no re-encoding. */
  path: string
  headers?: Record<string, string | string[]>
  body?: Buffer | string
  /** Gives up waiting for the answer after this long (status 0). */
  timeoutMs?: number
  /** Called once the connection is open and the request starts going out. */
  onStart?: () => void
}

/** An answer, or status 0 with `error` when none came: refused, cut, or too slow. */
export interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  error?: string
  ms: number
}

/**
 * One HTTP request with full control of the path, headers and body bytes, which `fetch` would
 * normalise or refuse to send.
 */
export const rawRequest = (base: string, request: RawRequest): Promise<RawAnswer> =>
  new Promise((resolve) => {
    const started = Date.now()
    const { hostname, port } = new URL(base)
    const failed = (error: string): RawAnswer => ({
      status: 0,
      headers: {},
      body: Buffer.alloc(0),
      error,
      ms: Date.now() - started
    })
    let done = false
    const finish = (answer: RawAnswer) => {
      if (done) return
      done = true
      clearTimeout(timer)
      resolve(answer)
    }
    const body = request.body === undefined ? undefined : Buffer.from(request.body)
    let outgoing: http.ClientRequest
    try {
      outgoing = http.request({
        hostname,
        port,
        method: request.method,
        path: request.path,
        headers: {
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...request.headers
        },
        // One connection per request: a server killed mid-test leaves no stale pooled socket behind.
        agent: false
      })
    } catch (error) {
      return finish(failed(`not sendable: ${(error as Error).message}`))
    }
    const timer = setTimeout(() => {
      outgoing.destroy()
      finish(failed(`no answer within ${request.timeoutMs} ms`))
    }, request.timeoutMs ?? 15_000)
    outgoing.on('error', (error: Error & { code?: string }) => finish(failed(error.code ?? error.message)))
    if (request.onStart)
      outgoing.once('socket', (socket) =>
        socket.connecting ? socket.once('connect', () => request.onStart?.()) : request.onStart?.()
      )
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', (error: Error & { code?: string }) =>
        finish({ ...failed(`answer cut: ${error.code ?? error.message}`), status: 0 })
      )
      response.on('aborted', () => finish(failed(`answer cut after ${response.statusCode} headers`)))
      response.on('end', () => {
        if (!response.complete) return finish(failed(`answer cut after ${response.statusCode} headers`))
        finish({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: Date.now() - started
        })
      })
    })
    outgoing.end(body)
  })

/** The answer's body as JSON, or as text when it is not JSON. */
export const bodyOf = (answer: RawAnswer): any => {
  const text = answer.body.toString('utf8')
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
