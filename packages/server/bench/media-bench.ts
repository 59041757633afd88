/**
 * `npm run bench:media`: the media library measured on a real server process (SQLite, local
 * storage; PostgreSQL when DATABASE_URL is set), figures side by side:
 * - upload of a 50 MB file: throughput and the server's memory growth (goal under 30 MB);
 * - first request of each size of a 2400x1600 JPEG (p50 over several pictures);
 * - a kept variant served, against the same bytes from a bare static-file server (goal <= 1.5x);
 * - 20 concurrent first requests for one variant (goal: one generation).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import { summarise } from './timing'

const ROOT = path.resolve(new URL('../../..', import.meta.url).pathname)
const UPLOAD_MB = 50
const PICTURES = 6
const SERVED = 300
const CONCURRENT = 20

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const rssOf = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const msText = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`

/** The server in a process of its own, so that its memory is its own. */
const startServer = async (dataDir: string, port: number) => {
  const log: string[] = []
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'packages/server/src/index.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'bench@example.com',
        ADMIN_PASSWORD: 'bench-password-1',
        UPLOAD_MAX_MB: String(UPLOAD_MB + 10),
        LOG_LEVEL: 'debug'
      },
      stdio: ['ignore', 'pipe', 'pipe']
    }
  )
  child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk))
  const url = `http://127.0.0.1:${port}`
  for (let tries = 0; tries < 300; tries += 1) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false
    )
    if (ok) break
    await sleep(200)
  }
  const auth = await fetch(`${url}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email: 'bench@example.com', password: 'bench-password-1' })
  })
  const { accessToken } = (await auth.json()) as { accessToken: string }
  return { child, url, token: accessToken, log }
}

/** Uploads `size` bytes made on the fly, never held whole, while sampling the server's memory. */
const uploadStreamed = (url: string, token: string, size: number, pid: number) =>
  new Promise<{ ms: number; peak: number; status: number }>((resolve, reject) => {
    const boundary = 'bench-boundary'
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`
    )
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    let peak = rssOf(pid)
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20)
    const started = performance.now()
    const request = http.request(`${url}/api/attachments/upload/bench`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + size + tail.length)
      }
    })
    request.on('response', (response) => {
      response.resume()
      response.on('end', () => {
        clearInterval(sampler)
        resolve({
          ms: performance.now() - started,
          peak: Math.max(peak, rssOf(pid)),
          status: response.statusCode ?? 0
        })
      })
    })
    request.on('error', reject)
    request.write(head)
    const chunk = Buffer.alloc(1024 * 1024)
    let sent = 0
    const pump = () => {
      while (sent < size) {
        chunk.fill(sent & 0xff)
        sent += chunk.length
        if (!request.write(chunk)) return request.once('drain', pump)
      }
      request.end(tail)
    }
    pump()
  })

const uploadImage = async (url: string, token: string, bytes: Buffer, name: string) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name)
  const answer = await fetch(`${url}/api/attachments/upload/bench`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form
  })
  return ((await answer.json()) as { info: { _id: string } }).info._id
}

/** A photograph-like 2400x1600 JPEG: gradients and noise, different for each seed. */
const photo = async (seed: number) => {
  const noise = await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: { r: 40 * seed, g: 120, b: 200 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 }
    }
  })
    .png()
    .toBuffer()
  return sharp(noise).jpeg({ quality: 85 }).toBuffer()
}

const timedFetch = async (url: string) => {
  const start = performance.now()
  const response = await fetch(url)
  const bytes = Buffer.from(await response.arrayBuffer())
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`)
  return { ms: performance.now() - start, bytes }
}

/** The floor: a bare node:http server answering one file from disk. */
const staticServer = async (file: string) => {
  const size = fs.statSync(file).size
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/webp', 'content-length': size })
    fs.createReadStream(file).pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/x.webp`,
    close: () => server.close()
  }
}

const main = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-bench-'))
  const port = 4100 + Math.floor(Math.random() * 800)
  const server = await startServer(dataDir, port)
  const pid = server.child.pid!
  const rows: string[][] = []
  try {
    // Upload of a 50 MB file.
    // A first, small upload loads and compiles what every upload runs: the figure is the big file's own.
    await uploadStreamed(server.url, server.token, 1024 * 1024, pid)
    await sleep(500)
    const before = rssOf(pid)
    const upload = await uploadStreamed(server.url, server.token, UPLOAD_MB * 1024 * 1024, pid)
    if (upload.status !== 201) throw new Error(`upload answered ${upload.status}`)
    const growth = upload.peak - before
    rows.push([
      `upload ${UPLOAD_MB} MB`,
      `${((UPLOAD_MB * 1000) / upload.ms).toFixed(0)} MB/s (${msText(upload.ms)})`,
      `RSS +${mb(growth)}`,
      'growth < 30 MB',
      growth < 30 * 1024 * 1024 ? 'yes' : 'NO'
    ])

    // First request of each size.
    const ids: string[] = []
    for (let seed = 0; seed < PICTURES; seed += 1)
      ids.push(await uploadImage(server.url, server.token, await photo(seed), `photo-${seed}.jpg`))
    for (const size of ['thumb', 'small', 'medium', 'large', 'exlarge', 'full']) {
      const times: number[] = []
      for (const id of ids) {
        const url =
          size === 'thumb'
            ? `/api/thumbs/${id}.webp`
            : size === 'full'
              ? `/api/attachments/${id}.webp`
              : `/api/attachments/${id}.${size}.webp`
        times.push((await timedFetch(server.url + url)).ms)
      }
      const timing = summarise(times)
      rows.push([
        `first ${size}.webp of 2400x1600`,
        `p50 ${msText(timing.p50)}`,
        `p95 ${msText(timing.p95)}`,
        '',
        ''
      ])
    }

    // A kept variant against the same bytes from a bare static-file server.
    const keptUrl = `${server.url}/api/attachments/${ids[0]}.medium.webp`
    const { bytes } = await timedFetch(keptUrl)
    const file = path.join(dataDir, 'floor.webp')
    fs.writeFileSync(file, bytes)
    const floor = await staticServer(file)
    const served: number[] = []
    const bare: number[] = []
    for (let round = 0; round < 20; round += 1) {
      await timedFetch(keptUrl)
      await timedFetch(floor.url)
    }
    for (let round = 0; round < SERVED; round += 1) {
      served.push((await timedFetch(keptUrl)).ms)
      bare.push((await timedFetch(floor.url)).ms)
    }
    floor.close()
    const api = summarise(served)
    const base = summarise(bare)
    const ratio = api.p50 / base.p50
    rows.push([
      `kept medium.webp (${mb(bytes.length)})`,
      `API p50 ${msText(api.p50)}`,
      `static p50 ${msText(base.p50)} (${ratio.toFixed(2)}x)`,
      '<= 1.5x static',
      ratio <= 1.5 ? 'yes' : 'NO'
    ])

    // Twenty first requests for one variant at once.
    const fresh = await uploadImage(server.url, server.token, await photo(9), 'fresh.jpg')
    const started = performance.now()
    await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        timedFetch(`${server.url}/api/attachments/${fresh}.large.webp`)
      )
    )
    const took = performance.now() - started
    await sleep(300)
    const made = server.log
      .join('')
      .split('\n')
      .filter((line) => line.includes('image variant made') && line.includes(fresh)).length
    rows.push([
      `${CONCURRENT} at once, one new variant`,
      `${made} generation(s)`,
      `all answered in ${msText(took)}`,
      'one generation',
      made === 1 ? 'yes' : 'NO'
    ])
  } finally {
    server.child.kill('SIGTERM')
    await sleep(500)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const header = ['case', 'figure', 'beside it', 'goal', 'met']
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)))
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ')
  console.log(
    `media bench on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, local storage, ${os.cpus().length} cores`
  )
  console.log([line(header), ...rows.map(line)].join('\n'))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
