import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

/** A chunk worth compressing. */
const rows = Array.from({ length: 2000 }, (_, index) => ({ name: `老師 ${index}`, subject: '數學' }))
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-admin-web-'))
let server: TestServer

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'))
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Admin</title><div id="root"></div>'
  )
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)')
  fs.writeFileSync(
    path.join(webDist, 'assets', 'page-1234.js'),
    `export const rows = ${JSON.stringify(rows)}`
  )
  fs.writeFileSync(path.join(webDist, 'assets', 'big-1234.js'), `//${'x'.repeat(8 * 1024 * 1024)}`)
  fs.writeFileSync(path.join(webDist, 'big-media.bin'), Buffer.alloc(3 * 1024 * 1024))
  server = await startTestServer({ WEB_DIST: webDist })
})
afterAll(async () => {
  await server?.stop()
  fs.rmSync(webDist, { recursive: true, force: true })
})

describe('server core', () => {
  it('answers GET /api/health without sign-in (C6)', async () => {
    const answer = await server.client(null).request('GET', '/api/health')
    expect(answer).toEqual({
      status: 200,
      body: { status: 'ok', db: process.env.DATABASE_URL ? 'postgres' : 'sqlite' }
    })
  })

  it('serves the web app at / with an SPA fallback, and long-lived assets (C1)', async () => {
    for (const route of ['/', '/dashboard', '/en/teachers/', '/zh-cn/news/edit/1']) {
      const response = await fetch(server.url + route)
      expect(response.status, route).toBe(200)
      expect(await response.text()).toContain('<div id="root">')
    }
    const asset = await fetch(`${server.url}/assets/app-1234.js`)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404)
  })

  it('answers the files of the app compressed when the browser takes it, and 304 when it has them (C1)', async () => {
    const plain = await (
      await fetch(`${server.url}/assets/page-1234.js`, { headers: { 'accept-encoding': 'identity' } })
    ).text()
    expect(plain).toContain('老師 1999')
    for (const encoding of ['br', 'gzip']) {
      const response = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(`${server.url}/assets/page-1234.js`, { headers: { 'accept-encoding': encoding } }, resolve)
      )
      const chunks: Buffer[] = []
      for await (const chunk of response) chunks.push(chunk as Buffer)
      const body = Buffer.concat(chunks)
      expect(response.headers['content-encoding'], encoding).toBe(encoding)
      expect(response.headers.vary).toContain('Accept-Encoding')
      expect(body.length).toBeLessThan(Buffer.byteLength(plain) / 5)
      const unpacked = encoding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body)
      expect(unpacked.toString()).toBe(plain)
    }
    const first = await fetch(`${server.url}/assets/page-1234.js`)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    // http.get: fetch would add `Cache-Control: no-cache` to a conditional request.
    const again = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${server.url}/assets/page-1234.js`, { headers: { 'if-none-match': etag! } }, resolve)
    )
    again.resume()
    expect(again.statusCode).toBe(304)
  })

  it('serves a rebuilt index.html at once, and answers a malformed path with 400', async () => {
    const index = path.join(webDist, 'index.html')
    const before = fs.readFileSync(index, 'utf8')
    try {
      expect(await (await fetch(`${server.url}/teachers`)).text()).toBe(before)
      const rebuilt = before.replace('<title>Admin</title>', '<title>Admin 2</title>')
      fs.writeFileSync(index, rebuilt)
      fs.utimesSync(index, new Date(), new Date(Date.now() + 5000))
      expect(await (await fetch(`${server.url}/teachers`)).text()).toBe(rebuilt)
    } finally {
      fs.writeFileSync(index, before)
    }
    expect((await fetch(`${server.url}/teachers/%E0%A4%A`)).status).toBe(400)
    const escaped = await fetch(`${server.url}/assets/..%2findex.html`)
    expect(escaped.headers.get('cache-control')).toBe('no-cache')
    // A file too large to hold is streamed, and judged on its resolved path the same way.
    const large = await fetch(`${server.url}/assets/..%2fbig-media.bin`)
    expect(large.status).toBe(200)
    expect((await large.arrayBuffer()).byteLength).toBe(3 * 1024 * 1024)
    expect(large.headers.get('cache-control')).not.toContain('immutable')
  })

  it('logs a client that leaves in the middle of a file quietly, as JSON, and goes on serving', async () => {
    const printed = vi.spyOn(console, 'error')
    try {
      await new Promise<void>((resolve, reject) => {
        const request = http.get(`${server.url}/assets/big-1234.js`, (response) => {
          response.once('data', () => request.destroy())
          response.once('close', resolve)
        })
        request.on('error', (error) =>
          (error as { code?: string }).code === 'ECONNRESET' ? resolve() : reject(error)
        )
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(printed).not.toHaveBeenCalled()
      expect(server.transcript.join('\n')).not.toContain('answer failed')
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    } finally {
      printed.mockRestore()
    }
  })

  it('does not serve files outside the web app', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)
    expect(await response.text()).not.toContain('root:')
  })

  it('answers unknown API paths with Feathers JSON 404, not the web app (C21)', async () => {
    const answer = await server.request('GET', '/api/noSuchService')
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ name: 'NotFound', code: 404, className: 'not-found' })
  })
})

describe('graceful shutdown', () => {
  it('stops on SIGTERM with exit code 0 after closing the database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-admin-stop-'))
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/index.ts'], {
      cwd: path.resolve(__dirname, '../../../..'),
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'shutdown-test-1',
        LOG_LEVEL: 'info'
      },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    await expect.poll(() => output, { timeout: 30_000, interval: 100 }).toContain('listening')
    child.kill('SIGTERM')
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code, output).toBe(0)
    expect(output).toContain('shutting down')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
})
