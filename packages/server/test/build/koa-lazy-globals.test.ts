import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain module of the build scripts
import { koaLazyGlobals } from '../../scripts/koa-lazy-globals.mjs'

/**
 * A Koa app built as the server is, answering a JSON body, a Response made with the global class and
 * one made by fetch, and telling whether Node loaded undici (fetch, Response) along the way.
 */
const APP = `
import http from 'node:http'
import Koa from 'koa'
const unread = () => !process.moduleLoadList.some((name) => name.includes('undici'))
const app = new Koa()
let fetched
app.use(async (ctx) => {
  if (ctx.path === '/json') ctx.body = { ok: true }
  if (ctx.path === '/text') ctx.body = 'plain'
  if (ctx.path === '/fetched') ctx.body = fetched
  if (ctx.path === '/made') ctx.body = new Response('made', { status: 201, headers: { 'x-made': 'yes' } })
})
const server = app.listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const base = 'http://127.0.0.1:' + server.address().port
const get = (p) => new Promise((resolve) => http.get(base + p, (res) => {
  let body = ''
  res.on('data', (chunk) => (body += chunk)).on('end', () => resolve({ status: res.statusCode, body, made: res.headers['x-made'] }))
}))
const out = { json: await get('/json'), jsonLeftUnread: unread() }
fetched = await fetch(base + '/text')
out.fetched = await get('/fetched')
out.made = await get('/made')
server.close()
console.log(JSON.stringify(out))
`

describe('koa-lazy-globals (server build)', () => {
  let dir: string
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'koa-lazy-'))
    await fs.writeFile(path.join(dir, 'app.mjs'), APP)
  })
  afterAll(() => fs.rm(dir, { recursive: true, force: true }))

  it('answers JSON without loading fetch, and still sends the Responses it is given', async () => {
    await build({
      entryPoints: [path.join(dir, 'app.mjs')],
      outfile: path.join(dir, 'out.mjs'),
      bundle: true,
      format: 'esm',
      platform: 'node',
      nodePaths: [path.resolve(import.meta.dirname, '../../../../node_modules')],
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);"
      },
      plugins: [koaLazyGlobals],
      logLevel: 'silent'
    })
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(dir, 'out.mjs')])
    const out = JSON.parse(stdout)
    expect(out.json).toMatchObject({ status: 200, body: '{"ok":true}' })
    expect(out.jsonLeftUnread).toBe(true)
    // A Response that fetch made, whatever the global was read or not: Koa still knows it for one.
    expect(out.fetched).toMatchObject({ status: 200, body: 'plain' })
    expect(out.made).toEqual({ status: 201, body: 'made', made: 'yes' })
  })
})
