import http from 'node:http'
import net from 'node:net'

export interface FormPart {
  name: string
  data: string | Buffer
  filename?: string
  type?: string
}

export const BOUNDARY = '----tutor-admin-test-boundary'

/** A multipart/form-data body; without `close` it lacks its closing boundary, as a cut upload does. */
export const multipartBody = (parts: FormPart[], close = true) =>
  Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"` +
          (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
          (part.type ? `\r\nContent-Type: ${part.type}` : '') +
          '\r\n\r\n'
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n')
    ]),
    Buffer.from(close ? `--${BOUNDARY}--\r\n` : '')
  ])

export interface RawAnswer {
  status: number
  body: any
}

/**
 * Sends a request as bytes on a socket, so that the body can be anything, and reads the answer
 * (status and JSON body) until the server closes or the answer's length is read.
 */
export const rawPost = (
  url: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url)
    const socket = net.connect(Number(port), hostname)
    const head = [
      `POST ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      'Connection: close',
      `Content-Length: ${body.length}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
    ].join('\r\n')
    socket.write(`${head}\r\n\r\n`)
    socket.write(body)
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString()
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
      const content = text.slice(text.indexOf('\r\n\r\n') + 4)
      let parsed: unknown = content
      try {
        parsed = JSON.parse(content)
      } catch {
        // not JSON: keep the text
      }
      resolve({ status, body: parsed })
    })
  })

/**
 * Starts an upload of `declared` bytes, sends `sent` of them, then waits for `whenSent` and goes
 * away without reading an answer, as a closed tab does.
 */
export const abandonedUpload = async (
  url: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  sent: number,
  whenSent: () => Promise<void>
) => {
  const request = http.request(`${url}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-length': String(body.length) }
  })
  request.on('error', () => {})
  await new Promise<void>((resolve) => request.write(body.subarray(0, sent), () => resolve()))
  await whenSent()
  request.destroy()
}
