import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'

/** A request the receiver got. */
export interface Received {
  headers: http.IncomingHttpHeaders
  body: string
  json: any
  at: number
  /** What the receiver answered (0: nothing). */
  status: number
}

/**
 * A webhook receiver on 127.0.0.1: records every request and answers each with the next status of
 * `statuses` (200 once they run out); a status of 0 never answers.
 */
export const startReceiver = async (statuses: number[] = []) => {
  const received: Received[] = []
  const hanging: http.ServerResponse[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const status = statuses.length ? statuses.shift()! : 200
      received.push({ headers: request.headers, body, json: JSON.parse(body), at: Date.now(), status })
      if (status === 0) return void hanging.push(response)
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
  return {
    url,
    received,
    statuses,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  }
}

/**
 * The verification snippet of docs/integrations.md, as written there (the block between its
 * `verify-webhook` markers), loaded as a module: the tests check the documented code itself.
 */
export const documentedVerifier = async (): Promise<
  (secret: string, header: string, rawBody: string, toleranceSeconds?: number) => boolean
> => {
  const doc = fs.readFileSync(new URL('../../../../docs/integrations.md', import.meta.url), 'utf8')
  const match = /<!-- verify-webhook -->\s*```js\n([\s\S]*?)```/.exec(doc)
  if (!match) throw new Error('docs/integrations.md has no verify-webhook snippet')
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'verify-webhook-')), 'verify.mjs')
  fs.writeFileSync(file, match[1])
  return ((await import(file)) as { verifyWebhook: any }).verifyWebhook
}

/** Waits until `test` holds, up to `ms`. */
export const until = async (test: () => boolean, ms = 15_000, what = 'the condition') => {
  const started = Date.now()
  while (!test()) {
    if (Date.now() - started > ms) throw new Error(`${what} did not happen within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
