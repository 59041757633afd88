import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalStorage, isSafeKey, type Storage } from '../../src/storage'
import { S3Storage } from '../../src/storage/s3-storage'
import { startTestS3, type TestS3 } from './s3-server'

const keys = async (storage: Storage, prefix: string) => {
  const found: string[] = []
  for await (const key of storage.list(prefix)) found.push(key)
  return found.sort()
}

let s3: TestS3
const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'local-storage-'))
beforeAll(async () => {
  s3 = await startTestS3()
})
afterAll(async () => {
  await s3.stop()
  fs.rmSync(localRoot, { recursive: true, force: true })
})

describe('storage keys', () => {
  it('takes plain relative paths and nothing that could leave the root', () => {
    for (const key of ['a', 'news/others/01abc.jpg', '_variants/x/y.webp'])
      expect(isSafeKey(key), key).toBe(true)
    for (const key of ['', '/a', 'a/../b', '..', 'a//b', 'a/./b', 'a\\b', '.hidden', 'a/', 'é', 'a b'])
      expect(isSafeKey(key), key).toBe(false)
  })
})

const engines: Array<[string, () => Storage]> = [
  ['local disk', () => new LocalStorage(localRoot)],
  [
    'S3-compatible',
    () =>
      new S3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix: 'app/'
      })
  ]
]

describe.each(engines)('%s storage', (_name, make) => {
  let storage: Storage
  beforeAll(() => {
    storage = make()
  })

  it('keeps, reads, replaces and removes an object', async () => {
    await storage.put('docs/a.txt', Readable.from([Buffer.from('hello '), Buffer.from('world')]))
    expect(await storage.stat('docs/a.txt')).toMatchObject({ size: 11 })
    const read = await storage.get('docs/a.txt')
    expect(read?.size).toBe(11)
    expect(await text(read!.body)).toBe('hello world')
    await storage.put('docs/a.txt', Readable.from([Buffer.from('again')]))
    expect(await text((await storage.get('docs/a.txt'))!.body)).toBe('again')
    await storage.remove('docs/a.txt')
    expect(await storage.stat('docs/a.txt')).toBeUndefined()
    expect(await storage.get('docs/a.txt')).toBeUndefined()
    await storage.remove('docs/a.txt')
  })

  it('reads a byte range', async () => {
    await storage.put('docs/range.bin', Readable.from([Buffer.from('0123456789')]))
    const part = await storage.get('docs/range.bin', { start: 2, end: 5 })
    expect(part?.range).toEqual({ start: 2, end: 5 })
    expect(part?.size).toBe(10)
    expect(await text(part!.body)).toBe('2345')
    const tail = await storage.get('docs/range.bin', { start: 7 })
    expect(tail?.range).toEqual({ start: 7, end: 9 })
    expect(await text(tail!.body)).toBe('789')
  })

  it('moves a local file in and lists and removes a folder', async () => {
    const file = path.join(os.tmpdir(), `storage-${Date.now()}-${Math.random()}.txt`)
    fs.writeFileSync(file, 'from disk')
    await storage.putFile('folder/one.txt', file, { move: true, contentType: 'text/plain' })
    expect(fs.existsSync(file)).toBe(false)
    await storage.put('folder/sub/two.txt', Readable.from([Buffer.from('2')]))
    await storage.put('other/three.txt', Readable.from([Buffer.from('3')]))
    expect(await keys(storage, 'folder/')).toEqual(['folder/one.txt', 'folder/sub/two.txt'])
    await storage.removePrefix('folder/')
    expect(await keys(storage, 'folder/')).toEqual([])
    expect(await storage.stat('other/three.txt')).toMatchObject({ size: 1 })
  })

  it('leaves nothing under the key when the stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1))
        this.destroy(new Error('client went away'))
      }
    })
    await expect(storage.put('broken/file.bin', failing)).rejects.toThrow()
    expect(await storage.stat('broken/file.bin')).toBeUndefined()
  })

  it('refuses keys that could leave its root', async () => {
    await expect(storage.put('../escape.txt', Readable.from(['x']))).rejects.toThrow(/Unsafe/)
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Unsafe/)
    await expect(storage.removePrefix('../')).rejects.toThrow(/Unsafe/)
  })
})
