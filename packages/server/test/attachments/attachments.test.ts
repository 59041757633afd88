import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AttachmentsService } from '../../src/services/attachments/attachments.class'
import { startTestServer, type Account, type TestServer } from '../support/test-server'
import { decodedSize, formOf, makeJpeg, makePng, makeWav, type UploadPart } from './media-fixtures'
import { startTestS3, type TestS3 } from './s3-server'

const storages = [
  ['local disk', false],
  ['S3-compatible storage', true]
] as const

describe.each(storages)('attachments on %s (C15, C16, C17, R-MED)', (_name, useS3) => {
  let server: TestServer
  let s3: TestS3 | undefined
  let editor: Account
  let photo: Buffer
  let small: Buffer

  beforeAll(async () => {
    if (useS3) s3 = await startTestS3()
    server = await startTestServer({ UPLOAD_MAX_MB: '2', ...(s3?.env ?? {}) })
    editor = await server.signIn({ role: 'editor' })
    photo = await makeJpeg(2400, 1600)
    small = await makeJpeg(600, 300)
  })
  afterAll(async () => {
    await server?.stop()
    await s3?.stop()
  })

  const service = () => server.app.service('attachments') as AttachmentsService
  const storedKeys = async () => {
    const keys: string[] = []
    for await (const key of service().storage.list('')) keys.push(key)
    return keys.sort()
  }
  const tempFiles = () => {
    const dir = path.join(server.db.dataDir, 'tmp')
    return fs.existsSync(dir) ? fs.readdirSync(dir) : []
  }
  const count = async () => (await server.request('GET', '/api/attachments?$limit=0')).body.total as number

  const upload = async (
    files: UploadPart[],
    where = 'news/others',
    token: string | null = server.token ?? null,
    fields = {}
  ) => {
    const response = await fetch(`${server.url}/api/attachments/upload/${where}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: formOf(files, fields)
    })
    const body = await response.json()
    server.transcript.push(JSON.stringify(body))
    return { status: response.status, body }
  }
  const uploadOne = async (part: UploadPart, where?: string) => {
    const answer = await upload([part], where)
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    return answer.body.info
  }
  const get = (url: string, headers: Record<string, string> = {}) => fetch(server.url + url, { headers })
  const imageOf = async (url: string) => {
    const response = await get(url)
    expect(response.status, url).toBe(200)
    return decodedSize(await response.arrayBuffer())
  }

  it('uploads a file and records what its bytes say (R-MED-09, R-MED-10); a get by id answers its _id, name and size (R-MED-15)', async () => {
    const { status, body } = await upload(
      [{ name: 'photo.jpg', bytes: photo, type: 'image/jpeg' }],
      'news/n1'
    )
    expect(status).toBe(201)
    const info = body.info
    expect(info).toMatchObject({
      name: 'photo.jpg',
      mime: 'image/jpeg',
      size: photo.length,
      width: 2400,
      height: 1600,
      dir: 'news',
      parent: 'n1',
      src: expect.stringMatching(new RegExp(`^/api/attachments/${info._id}\\.webp\\?v=`)),
      thumb: expect.stringMatching(new RegExp(`^/api/thumbs/${info._id}\\.webp\\?v=`))
    })
    expect(info.path).toMatch(/^news\/n1\/[a-z0-9]+\.jpg$/)
    expect(Date.parse(info.date)).toBeGreaterThan(Date.now() - 60_000)
    expect(await storedKeys()).toContain(info.path)
    const read = await server.request('GET', `/api/attachments/${info._id}`)
    expect(read.body).toMatchObject({ _id: info._id, name: 'photo.jpg', size: photo.length })
    expect(tempFiles()).toEqual([])
  })

  it('uploads several files in one request, one answer each, and measures sound (R-MED-09)', async () => {
    const png = await makePng(320, 240)
    const { status, body } = await upload(
      [
        { name: 'a.png', bytes: png, type: 'image/png' },
        { name: 'tone.wav', bytes: makeWav(1.5), type: 'audio/wav' }
      ],
      'teachers'
    )
    expect(status).toBe(201)
    expect(body).toHaveLength(2)
    expect(body[0].info).toMatchObject({ name: 'a.png', mime: 'image/png', width: 320, height: 240 })
    expect(body[1].info).toMatchObject({
      name: 'tone.wav',
      mime: expect.stringMatching(/^audio\/(x-)?wav$/),
      thumb: null
    })
    expect(body[1].info.duration).toBeCloseTo(1.5, 2)
    expect(body[1].info.width).toBeNull()
    expect(body.every((item: any) => item.info.dir === 'teachers' && item.info.parent === 'others')).toBe(
      true
    )
  })

  it('takes the type from the bytes, not from the name or the claim', async () => {
    const png = await makePng(10, 10)
    const fake = await uploadOne({ name: 'fake.jpg', bytes: png, type: 'image/jpeg' })
    expect(fake).toMatchObject({ mime: 'image/png', width: 10 })
    const text = await uploadOne({
      name: 'evil.png',
      bytes: Buffer.from('<html><script>alert(1)</script>'),
      type: 'image/png'
    })
    expect(text).toMatchObject({ mime: 'text/plain', thumb: null, width: null })
    const html = await uploadOne({ name: 'x.html', bytes: Buffer.from('<p>hi</p>'), type: 'text/html' })
    expect(html.mime).toBe('text/plain')
    const csv = await uploadOne({ name: 'list.csv', bytes: Buffer.from('a,b\n1,2\n'), type: 'text/csv' })
    expect(csv.mime).toBe('text/csv')
    const binary = await uploadOne({
      name: 'x.bin',
      bytes: Buffer.from([0, 1, 2, 250, 0, 7]),
      type: 'image/png'
    })
    expect(binary.mime).toBe('application/octet-stream')
    const svg = await uploadOne({
      name: 'logo.svg',
      bytes: Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"></svg>'
      )
    })
    expect(svg).toMatchObject({ mime: 'image/svg+xml', width: 40, height: 20 })
    expect((await imageOf(`/api/attachments/${svg._id}.webp`)).format).toBe('webp')
  })

  it('refuses an upload without a valid token: 401, nothing kept (R-MED-11)', async () => {
    const before = await storedKeys()
    expect((await upload([{ name: 'a.jpg', bytes: small }], 'news', null)).status).toBe(401)
    expect((await upload([{ name: 'a.jpg', bytes: small }], 'news', 'not.a.token')).status).toBe(401)
    expect(await storedKeys()).toEqual(before)
  })

  it('answers 413 for a file over UPLOAD_MAX_MB and keeps nothing of the request', async () => {
    const before = { keys: await storedKeys(), total: await count() }
    const big = Buffer.alloc(3 * 1024 * 1024, 7)
    const answer = await upload([
      { name: 'ok.jpg', bytes: small },
      { name: 'big.bin', bytes: big }
    ])
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({ name: 'PayloadTooLarge', code: 413 })
    expect(await storedKeys()).toEqual(before.keys)
    expect(await count()).toBe(before.total)
    expect(tempFiles()).toEqual([])
  })

  it('keeps nothing of an upload the client gives up half way', async () => {
    const before = { keys: await storedKeys(), total: await count() }
    const boundary = 'cut-boundary'
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`
    )
    await new Promise<void>((resolve) => {
      const { port } = new URL(server.url)
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/attachments/upload/news',
        headers: {
          authorization: `Bearer ${server.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 1_000_000)
        }
      })
      request.on('error', () => resolve())
      request.write(head)
      request.write(photo.subarray(0, 50_000), () =>
        setTimeout(() => {
          request.destroy()
          resolve()
        }, 200)
      )
    })
    await expect.poll(tempFiles, { timeout: 5000 }).toEqual([])
    expect(await storedKeys()).toEqual(before.keys)
    expect(await count()).toBe(before.total)
  })

  it('checks the folder names and lists by folder and parent', async () => {
    for (const where of ['..%2F..%2Fetc', '_variants/x', 'a.b/c', 'news/..', `${'x'.repeat(65)}`]) {
      const answer = await upload([{ name: 'a.jpg', bytes: small }], where)
      expect(answer.status, where).toBeGreaterThanOrEqual(400)
      expect(answer.status, where).toBeLessThan(500)
    }
    const bad = await upload([{ name: 'a.jpg', bytes: small }], 'news/a.b')
    expect(bad.body.errors).toHaveProperty('parent')
    const mine = await uploadOne({ name: 'teacher.jpg', bytes: small }, 'teachers/t-42')
    const listed = await server.request('GET', '/api/attachments?dir=teachers&parent=t-42')
    expect(listed.body.data.map((item: any) => item._id)).toEqual([mine._id])
    const byName = await server.request('GET', '/api/attachments?name=teacher.jpg')
    expect(byName.body.data.map((item: any) => item._id)).toContain(mine._id)
  })

  it('lists images newest first, 40 a page (C16, R-MED-02)', async () => {
    const answer = await server.request(
      'GET',
      '/api/attachments?mime[$regex]=^image/&$sort[date]=-1&$limit=40'
    )
    expect(answer.status).toBe(200)
    expect(answer.body.limit).toBe(40)
    expect(answer.body.data.length).toBeGreaterThan(2)
    expect(answer.body.data.every((item: any) => item.mime.startsWith('image/'))).toBe(true)
    const dates = answer.body.data.map((item: any) => item.date)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('serves every width, as webp and jpg, never wider than the original (C17, R-MED-12)', async () => {
    const big = await uploadOne({ name: 'big.jpg', bytes: photo })
    const expected = { small: 400, medium: 800, large: 1200, exlarge: 2000 }
    for (const [size, width] of Object.entries(expected)) {
      expect(await imageOf(`/api/attachments/${big._id}.${size}.webp`)).toMatchObject({
        width,
        format: 'webp'
      })
      expect(await imageOf(`/api/attachments/${big._id}.${size}.jpg`)).toMatchObject({
        width,
        format: 'jpeg'
      })
    }
    expect(await imageOf(`/api/attachments/${big._id}.webp`)).toMatchObject({ width: 2400, height: 1600 })
    const little = await uploadOne({ name: 'little.jpg', bytes: small })
    expect(await imageOf(`/api/attachments/${little._id}.small.webp`)).toMatchObject({
      width: 400,
      height: 200
    })
    for (const size of ['medium', 'large', 'exlarge'])
      expect(await imageOf(`/api/attachments/${little._id}.${size}.jpg`)).toMatchObject({
        width: 600,
        height: 300
      })
  })

  it('serves 150x150 thumbnails, without a token (R-MED-13, R-MED-16)', async () => {
    const wide = await uploadOne({ name: 'wide.jpg', bytes: small })
    const response = await fetch(`${server.url}/api/thumbs/${wide._id}.webp`)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(await decodedSize(await response.arrayBuffer())).toMatchObject({ width: 150, height: 150 })
    expect(await imageOf(`/api/thumbs/${wide._id}.jpg`)).toMatchObject({
      width: 150,
      height: 150,
      format: 'jpeg'
    })
    const tiny = await uploadOne({ name: 'tiny.png', bytes: await makePng(40, 30) })
    expect(await imageOf(`/api/thumbs/${tiny._id}.webp`)).toMatchObject({ width: 150, height: 150 })
  })

  it('turns the picture as the camera says and drops its metadata', async () => {
    const turned = await makeJpeg(300, 200, { orientation: 6 })
    expect((await decodedSize(turned)).exif).toBeDefined()
    const info = await uploadOne({ name: 'camera.jpg', bytes: turned })
    expect(info).toMatchObject({ width: 200, height: 300 })
    for (const url of [`/api/attachments/${info._id}.jpg`, `/api/attachments/${info._id}.small.webp`]) {
      const image = await imageOf(url)
      expect(image).toMatchObject({ width: 200, height: 300 })
      expect(image.exif, url).toBeUndefined()
      expect(image.orientation ?? 1).toBe(1)
    }
  })

  it('answers 404 for an unknown id and for image sizes of a file that is no image (R-MED-16)', async () => {
    const [sound] = (await upload([{ name: 'tone.wav', bytes: makeWav(0.5) }])).body.info
      ? [(await upload([{ name: 'tone.wav', bytes: makeWav(0.5) }])).body.info]
      : []
    const image = await uploadOne({ name: 'p.jpg', bytes: small })
    for (const url of [
      '/api/attachments/nosuchid.webp',
      '/api/attachments/nosuchid.small.jpg',
      '/api/thumbs/nosuchid.webp',
      `/api/attachments/${sound._id}.webp`,
      `/api/attachments/${sound._id}.small.webp`,
      `/api/thumbs/${sound._id}.jpg`,
      `/api/attachments/${image._id}.png`,
      `/api/attachments/${image._id}.gif`
    ]) {
      const response = await get(url)
      expect(response.status, url).toBe(404)
      expect(await response.json()).toMatchObject({ name: 'NotFound', code: 404 })
    }
    expect((await get(`/api/attachments/${sound._id}.wav`)).status).toBe(200)
  })

  it('answers with an ETag and long-lived caching, and 304 when the browser has it', async () => {
    const info = await uploadOne({ name: 'cache.jpg', bytes: small })
    const first = await get(info.src)
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"/)
    expect(first.headers.get('cache-control')).toMatch(/max-age=31536000, immutable/)
    const again = await get(info.src, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    const bare = await get(`/api/attachments/${info._id}.webp`)
    expect(bare.headers.get('cache-control')).toMatch(/public, max-age=86400/)
    expect(bare.headers.get('etag')).toBe(etag)
  })

  it('answers byte ranges of audio and video', async () => {
    const sound = makeWav(1)
    const info = await uploadOne({ name: 'range.wav', bytes: sound })
    const url = `/api/attachments/${info._id}.wav`
    const part = await get(url, { range: 'bytes=10-109' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 10-109/${sound.length}`)
    expect(Buffer.from(await part.arrayBuffer())).toEqual(sound.subarray(10, 110))
    const tail = await get(url, { range: 'bytes=-20' })
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(sound.subarray(sound.length - 20))
    expect((await get(url, { range: `bytes=${sound.length + 5}-` })).status).toBe(416)
    const whole = await get(url)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(sound)
    const head = await fetch(server.url + url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(sound.length))
  })

  it('makes a variant once when twenty ask for it at once, then keeps it', async () => {
    const info = await uploadOne({ name: 'busy.jpg', bytes: photo })
    const made = service().variants.made
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        get(`/api/attachments/${info._id}.medium.webp`).then((r) => r.arrayBuffer())
      )
    )
    expect(service().variants.made - made).toBe(1)
    const first = Buffer.from(answers[0])
    expect(answers.every((bytes) => Buffer.from(bytes).equals(first))).toBe(true)
    expect((await storedKeys()).filter((key) => key.startsWith(`_variants/${info._id}/`))).toHaveLength(1)
    await imageOf(`/api/attachments/${info._id}.medium.webp`)
    expect(service().variants.made - made).toBe(1)
  })

  it('serves an uploaded avatar from storage, at the size asked (R-MED-14)', async () => {
    const face = await uploadOne({ name: 'face.jpg', bytes: small })
    const account = await server.createUser({ avatar: face._id })
    const sized = await get(`/api/users/pic/${account.user._id}?size=64`)
    expect(sized.headers.get('content-type')).toBe('image/webp')
    expect(await decodedSize(await sized.arrayBuffer())).toMatchObject({ width: 64, height: 64 })
    expect(await imageOf(`/api/users/pic/${account.user._id}?size=300`)).toMatchObject({
      width: 300,
      height: 300
    })
    const whole = await get(`/api/users/pic/${account.user._id}`)
    expect(whole.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(small)
    const none = await server.createUser({ name: 'No Picture' })
    expect((await get(`/api/users/pic/${none.user._id}?size=64`)).headers.get('content-type')).toBe(
      'image/svg+xml'
    )
  })

  describe('uses, delete and replace', () => {
    let cover: any
    let spare: any
    let news: any
    let product: any

    beforeAll(async () => {
      cover = await uploadOne({ name: 'cover.jpg', bytes: small })
      spare = await uploadOne({ name: 'spare.jpg', bytes: small })
      news = (
        await server.request('POST', '/api/news', {
          title: { cht: '開學通告', en: 'School starts' },
          cover: cover._id
        })
      ).body
      product = (
        await server.request('POST', '/api/products', { name: 'Notes', images: [spare._id, cover._id] })
      ).body
      expect(news._id && product._id).toBeTruthy()
    })

    it('knows every place an attachment is used', async () => {
      const usage = await editor.request('GET', `/api/attachmentUsage/${cover._id}`)
      expect(usage.status).toBe(200)
      expect(usage.body.total).toBe(2)
      expect(usage.body.uses).toEqual(
        expect.arrayContaining([
          { collection: 'news', _id: news._id, label: '開學通告', field: 'cover' },
          { collection: 'products', _id: product._id, label: 'Notes', field: 'images.1' }
        ])
      )
      expect((await server.request('GET', `/api/attachmentUsage/nosuch`)).status).toBe(404)
      expect((await server.client().request('GET', `/api/attachmentUsage/${cover._id}`)).status).toBe(401)
    })

    it('answers 409 with the uses when one in use is deleted; only an admin may force it', async () => {
      const refused = await editor.request('DELETE', `/api/attachments/${cover._id}`)
      expect(refused.status).toBe(409)
      expect(refused.body).toMatchObject({ name: 'Conflict', data: { total: 2 } })
      expect(refused.body.data.uses).toHaveLength(2)
      expect((await editor.request('DELETE', `/api/attachments/${cover._id}?force=true`)).status).toBe(403)
      await imageOf(`/api/attachments/${cover._id}.small.webp`)
      const keysOf = async () =>
        (await storedKeys()).filter((key) => key === cover.path || key.includes(cover._id))
      expect((await keysOf()).length).toBeGreaterThanOrEqual(2)
      const watcher = await server.socket(server.admin.token)
      const forced = await server.request('DELETE', `/api/attachments/${cover._id}?force=true`)
      expect(forced.status).toBe(200)
      await expect
        .poll(() => watcher.events.map((event) => `${event.event} ${event.data?._id}`))
        .toEqual(expect.arrayContaining([`news patched ${news._id}`, `products patched ${product._id}`]))
      watcher.close()
      expect(await keysOf()).toEqual([])
      expect((await server.request('GET', `/api/news/${news._id}`)).body.cover ?? null).toBeNull()
      expect((await server.request('GET', `/api/products/${product._id}`)).body.images).toEqual([spare._id])
      expect((await get(`/api/attachments/${cover._id}.small.webp`)).status).toBe(404)
    })

    it('deletes an unused attachment with its file and every variant', async () => {
      const lone = await uploadOne({ name: 'lone.jpg', bytes: small })
      await imageOf(`/api/thumbs/${lone._id}.webp`)
      expect((await editor.request('DELETE', `/api/attachments/${lone._id}`)).status).toBe(200)
      expect((await storedKeys()).filter((key) => key === lone.path || key.includes(lone._id))).toEqual([])
    })

    it('replaces the file in place: same id, name, alt texts and uses; new variants', async () => {
      const patched = await editor.request('PATCH', `/api/attachments/${spare._id}`, {
        name: 'Spare picture',
        alt: { cht: '筆記封面', en: 'Notes cover' }
      })
      expect(patched.status).toBe(200)
      expect((await imageOf(`/api/attachments/${spare._id}.small.webp`)).width).toBe(400)
      const before = await get(`/api/thumbs/${spare._id}.webp`)
      const oldEtag = before.headers.get('etag')
      const response = await fetch(`${server.url}/api/attachments/${spare._id}/file`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${editor.token}` },
        body: formOf([{ name: 'other.png', bytes: await makePng(300, 100) }])
      })
      expect(response.status).toBe(200)
      const { info } = await response.json()
      expect(info).toMatchObject({
        _id: spare._id,
        name: 'Spare picture',
        mime: 'image/png',
        width: 300,
        height: 100
      })
      expect(info.alt).toEqual(expect.arrayContaining([{ lang: 'cht', value: '筆記封面' }]))
      expect(info.src).not.toBe(spare.src)
      expect(await imageOf(`/api/attachments/${spare._id}.small.webp`)).toMatchObject({
        width: 300,
        height: 100
      })
      expect((await get(`/api/thumbs/${spare._id}.webp`)).headers.get('etag')).not.toBe(oldEtag)
      expect(await storedKeys()).not.toContain(spare.path)
      expect((await server.request('GET', `/api/attachmentUsage/${spare._id}`)).body.total).toBe(1)
      const unknown = await fetch(`${server.url}/api/attachments/nosuch/file`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${editor.token}` },
        body: formOf([{ name: 'x.png', bytes: await makePng(3, 3) }])
      })
      expect(unknown.status).toBe(404)
    })

    it('checks alt texts per language: known languages, texts, at most 250 characters each', async () => {
      const saved = await editor.request('PATCH', `/api/attachments/${spare._id}`, {
        alt: { cht: '筆記', chs: '笔记', en: 'Notes' }
      })
      expect(saved.status).toBe(200)
      expect(saved.body.alt).toEqual([
        { lang: 'cht', value: '筆記' },
        { lang: 'chs', value: '笔记' },
        { lang: 'en', value: 'Notes' }
      ])
      const tooLong = await editor.request('PATCH', `/api/attachments/${spare._id}`, {
        alt: { cht: '筆記', en: 'x'.repeat(251) }
      })
      expect(tooLong.status).toBe(400)
      expect(tooLong.body.errors).toEqual({ alt: 'is too long' })
      expect(tooLong.body.data.fields).toEqual({ alt: { code: 'tooLong', max: 250 } })
      const unknownLang = await editor.request('PATCH', `/api/attachments/${spare._id}`, {
        alt: { fr: 'Notes' }
      })
      expect(unknownLang.status).toBe(400)
      expect(Object.keys(unknownLang.body.errors)).toEqual(['alt'])
      expect((await server.request('GET', `/api/attachments/${spare._id}`)).body.alt).toEqual(saved.body.alt)
    })

    it('replaces an image only by another image (415), and keeps the first file', async () => {
      const before = (await server.request('GET', `/api/attachments/${spare._id}`)).body
      const keys = await storedKeys()
      const response = await fetch(`${server.url}/api/attachments/${spare._id}/file`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${editor.token}` },
        body: formOf([{ name: 'sound.wav', bytes: makeWav(1) }])
      })
      const refused = await response.json()
      expect(response.status, JSON.stringify(refused)).toBe(415)
      expect(refused).toMatchObject({
        data: { code: 'unsupportedFile', accept: ['image/*'] }
      })
      expect((await server.request('GET', `/api/attachments/${spare._id}`)).body).toEqual(before)
      expect(await storedKeys()).toEqual(keys)
      expect(tempFiles()).toEqual([])
    })

    it('lets staff change only the name and the alt texts', async () => {
      const answer = await editor.request('PATCH', `/api/attachments/${spare._id}`, {
        width: 1,
        path: '../x'
      })
      expect(answer.status).toBe(400)
      expect(answer.body.errors).toEqual({ width: 'is set from the file', path: 'is set from the file' })
      expect((await editor.request('POST', '/api/attachments', { name: 'x', path: 'a/b.jpg' })).status).toBe(
        405
      )
      expect((await editor.request('PUT', `/api/attachments/${spare._id}`, { name: 'x' })).status).toBe(405)
    })
  })
})
