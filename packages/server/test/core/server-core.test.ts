import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-admin-web-'))
let server: TestServer

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'))
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Admin</title><div id="root"></div>'
  )
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)')
  fs.writeFileSync(path.join(webDist, 'assets', 'big-1234.js'), `//${'x'.repeat(8 * 1024 * 1024)}`)
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
