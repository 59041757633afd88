import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SqliteDatabase } from '../../src/db/sqlite-driver'
import { makePng } from '../attachments/media-fixtures'
import { eventOf } from '../support/event-of'
import { freePort } from '../support/server-process'
import { connectSocket } from '../support/test-socket'

/**
 * The smoke suite of a Node.js line (`npm run test:smoke`, run by CI under every supported line):
 * `npm start` as a user runs it, with the demo data on SQLite, through every kind of read and write,
 * then SIGTERM. A native crash or abort of the driver shows as a process gone, an exit other than
 * 0, or an assertion in its output.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url))
const ADMIN = { email: 'admin@smoke.local', password: `pw-${crypto.randomBytes(9).toString('hex')}` }
const IMPORT_ROWS = 2000
const LIST_PAGES = 200

let child: ChildProcess
let exited: Promise<[number | null, NodeJS.Signals | null]>
let dataDir: string
let base: string
let token: string
const output: string[] = []

const call = async (method: string, url: string, body?: unknown) => {
  const response = await fetch(base + url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' })
    },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, body: safeJson(text) }
}
const safeJson = (text: string) => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
const upload = async (url: string, form: FormData) => {
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form
  })
  return { status: response.status, body: await response.json() }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-admin-smoke-'))
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  const { DATABASE_URL: _engine, NODE_OPTIONS: _options, ...inherited } = process.env
  // As `npm start` runs it, under the Node.js of this test run.
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn'
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`npm start ended (${child.exitCode ?? child.signalCode}):\n${output.join('')}`)
    const healthy = await fetch(`${base}/api/health`).then(
      (answer) => answer.ok,
      () => false
    )
    if (healthy) break
    if (tries > 2400) throw new Error(`npm start did not answer within 240 s:\n${output.join('')}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const signIn = await fetch(`${base}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', ...ADMIN })
  })
  expect(signIn.status).toBe(201)
  token = ((await signIn.json()) as { accessToken: string }).accessToken
}, 300_000)

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe(`npm start on Node.js ${process.version} (SQLite, demo data)`, () => {
  it('lists and searches the demo teachers', async () => {
    const list = await call('GET', '/api/teachers?$limit=20')
    expect(list.status).toBe(200)
    expect(list.body.data.length).toBe(20)
    const name: string = list.body.data[0].name
    const found = await call('GET', `/api/teachers?name[$contains]=${encodeURIComponent(name.slice(0, 2))}`)
    expect(found.status).toBe(200)
    expect(found.body.data.map((teacher: { _id: string }) => teacher._id)).toContain(list.body.data[0]._id)
  })

  it('creates and patches a record, and a signed-in socket hears both', async () => {
    const socket = await connectSocket(base, token)
    try {
      const created = await call('POST', '/api/teachers', { name: '煙霧測試', email: 'smoke@example.com' })
      expect(created.status).toBe(201)
      await eventOf(socket, 'teachers created', (data) => data._id === created.body._id)
      const patched = await call('PATCH', `/api/teachers/${created.body._id}`, { hourlyRate: 320 })
      expect(patched.status).toBe(200)
      await eventOf(socket, 'teachers patched', (data) => data.hourlyRate === 320)
      const viaSocket = await socket.call('get', 'teachers', created.body._id)
      expect(viaSocket.body.hourlyRate).toBe(320)
    } finally {
      socket.close()
    }
  })

  it(`imports ${IMPORT_ROWS} teachers and exports them as CSV and xlsx`, async () => {
    const rows = Array.from(
      { length: IMPORT_ROWS },
      (_, n) => `導師 ${n},smoke-${n}@example.com,${200 + (n % 300)}`
    )
    const form = new FormData()
    form.append('dryRun', 'false')
    form.append(
      'file',
      new Blob([['name,email,hourlyRate', ...rows].join('\n')], { type: 'text/csv' }),
      'teachers.csv'
    )
    const imported = await upload('/api/import/teachers', form)
    expect(imported.status, JSON.stringify(imported.body)).toBeLessThan(300)
    const count = await call('GET', '/api/teachers?email[$contains]=smoke-&$limit=0')
    expect(count.body.total).toBe(IMPORT_ROWS)
    const csv = await call('GET', '/api/export/teachers?format=csv&email[$contains]=smoke-')
    expect(csv.status).toBe(200)
    expect(csv.text.trim().split('\n').length).toBe(IMPORT_ROWS + 1)
    const xlsx = await fetch(`${base}/api/export/teachers?format=xlsx&$limit=50`, {
      headers: { authorization: `Bearer ${token}` }
    })
    expect(xlsx.status).toBe(200)
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString()
    ).toBe('PK')
  })

  it('uploads a picture and serves its sizes', async () => {
    const form = new FormData()
    form.append('file', new Blob([await makePng(640, 480)], { type: 'image/png' }), 'smoke.png')
    const uploaded = await upload('/api/attachments/upload/news/others', form)
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    const variant = await fetch(`${base}/api/attachments/${uploaded.body.info._id}.small.webp`)
    expect(variant.status).toBe(200)
    expect(variant.headers.get('content-type')).toBe('image/webp')
  })

  it(`answers ${LIST_PAGES} list pages and stays up`, async () => {
    for (let page = 0; page < LIST_PAGES; page++) {
      const answer = await call('GET', `/api/teachers?$limit=25&$skip=${(page * 25) % 2000}`)
      expect(answer.status).toBe(200)
    }
    expect(child.exitCode).toBeNull()
  })

  /** A second `npm start`'s script on an empty data folder of its own: what it said, and its exit code. */
  const refusedStart = async (env: Record<string, string>, emptyDir: string) => {
    const second = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: new URL(base).port,
        HOST: '127.0.0.1',
        DATA_DIR: emptyDir,
        SEED_DEMO: 'false',
        ...env
      },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    const said: string[] = []
    second.stderr!.on('data', (chunk: Buffer) => said.push(chunk.toString()))
    const [code] = await once(second, 'exit')
    return { said: said.join(''), code }
  }

  it('refuses to start on a port another program holds, with a sentence and exit 1', async () => {
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-admin-smoke-'))
    const { said, code } = await refusedStart({}, emptyDir)
    fs.rmSync(emptyDir, { recursive: true, force: true })
    expect(said).toContain(`Port ${new URL(base).port} on 127.0.0.1 is in use by another program`)
    expect(code).toBe(1)
  }, 60_000)

  it('refuses to start on a SQLite database another program holds (a migration), with a sentence and exit 1', async () => {
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-admin-smoke-'))
    // Held as `npm run migrate` holds it during a copy.
    const holder = new SqliteDatabase(path.join(emptyDir, 'tutor-admin.sqlite'))
    holder.pragma('locking_mode = EXCLUSIVE')
    holder.exec('BEGIN EXCLUSIVE; COMMIT')
    try {
      const { said, code } = await refusedStart({ PORT: String(await freePort()) }, emptyDir)
      expect(said).toContain(`The SQLite database in ${emptyDir} is held by another program`)
      expect(code).toBe(1)
    } finally {
      holder.close()
      fs.rmSync(emptyDir, { recursive: true, force: true })
    }
  }, 60_000)

  it('ends with exit 0 on SIGTERM, with no native assertion', async () => {
    child.kill('SIGTERM')
    const [code, signal] = await exited
    const text = output.join('')
    expect(text).not.toMatch(/Assertion failed|Segmentation fault|Aborted|Native stack trace/)
    expect({ code, signal }).toEqual({ code: 0, signal: null })
  })
})
