import iconv from 'iconv-lite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

/** Imports `bytes` as a file named `name` into the areas list, for real or as a dry run. */
const upload = async (bytes: Buffer, name: string, dryRun = false) => {
  const form = new FormData()
  form.set('dryRun', String(dryRun))
  form.set('file', new Blob([new Uint8Array(bytes)]), name)
  const response = await fetch(`${server.url}/api/import/regAreas`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.admin.token}` },
    body: form
  })
  return { status: response.status, body: await response.json() }
}

const areaNamed = async (value: string) =>
  (await server.request('GET', `/api/regAreas?value=${value}`)).body.data[0]?.name as
    Array<{ lang: string; value: string }> | undefined

const utf16 = (text: string, order: 'le' | 'be') => {
  const le = Buffer.from(`\uFEFF${text}`, 'utf16le')
  return order === 'le' ? le : Buffer.from(le).swap16()
}

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

describe('import of CSV files saved by Chinese editions of Excel (C14, R-IO-05)', () => {
  it('reads each encoding, imports its Chinese text intact and says in the report which it read', async () => {
    const files: Array<[string, string, Buffer, string]> = [
      ['utf8', '灣仔區', Buffer.from('name.cht,name.en,value\n灣仔區,Wan Chai,utf8\n'), 'UTF-8'],
      ['bom', '觀塘', Buffer.from('\uFEFFname.cht,name.en,value\n觀塘,Kwun Tong,bom\n'), 'UTF-8'],
      ['big5', '油尖旺', iconv.encode('name.cht,name.en,value\n油尖旺,Yau Tsim Mong,big5\n', 'big5'), 'Big5'],
      [
        'hkscs',
        '佢哋嘅補習社㗎',
        iconv.encode('name.cht,name.en,value\n佢哋嘅補習社㗎,Cantonese,hkscs\n', 'big5hkscs'),
        'Big5-HKSCS'
      ],
      [
        'gb',
        '深水埗区',
        iconv.encode('name.chs,name.en,value\n深水埗区,Sham Shui Po,gb\n', 'gb18030'),
        'GB18030'
      ],
      // Excel's "Unicode text": tab-separated UTF-16 with a byte order mark, saved as .txt.
      ['le', '元朗', utf16('name.cht\tname.en\tvalue\r\n元朗\tYuen Long\tle\r\n', 'le'), 'UTF-16LE'],
      ['be', '屯門', utf16('name.cht\tname.en\tvalue\r\n屯門\tTuen Mun\tbe\r\n', 'be'), 'UTF-16BE']
    ]
    for (const [value, chinese, bytes, encoding] of files) {
      const name = value === 'le' || value === 'be' ? `${value}.txt` : `${value}.csv`
      const dry = await upload(bytes, name, true)
      expect(dry, value).toMatchObject({ status: 200, body: { dryRun: true, created: 1, encoding } })
      const real = await upload(bytes, name)
      expect(real, value).toMatchObject({ status: 201, body: { created: 1, failed: 0, encoding } })
      expect(await areaNamed(value), value).toEqual(
        expect.arrayContaining([{ lang: value === 'gb' ? 'chs' : 'cht', value: chinese }])
      )
    }
  })

  it('reads a short Big5 or GB18030 file, where a detector alone cannot tell which', async () => {
    const big5 = await upload(iconv.encode('name.cht,value\n九龍,kln\n', 'big5'), 'short.csv')
    expect(big5).toMatchObject({ status: 201, body: { encoding: 'Big5' } })
    expect(await areaNamed('kln')).toEqual(expect.arrayContaining([{ lang: 'cht', value: '九龍' }]))
    const gb = await upload(iconv.encode('name.chs,value\n九龙,kl2\n', 'gb18030'), 'short.csv')
    expect(gb).toMatchObject({ status: 201, body: { encoding: 'GB18030' } })
    expect(await areaNamed('kl2')).toEqual(expect.arrayContaining([{ lang: 'chs', value: '九龙' }]))
  })

  it('says nothing of an encoding for a workbook', async () => {
    const exported = await fetch(`${server.url}/api/export/regAreas?format=xlsx`, {
      headers: { authorization: `Bearer ${server.admin.token}` }
    })
    const answer = await upload(Buffer.from(await exported.arrayBuffer()), 'areas.xlsx', true)
    expect(answer.status).toBe(200)
    expect(answer.body).not.toHaveProperty('encoding')
  })

  it('refuses (415 notText) a binary file named .csv, and text in no encoding it reads', async () => {
    const before = (await server.request('GET', '/api/regAreas?$limit=0')).body.total
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x08, 0x00, 0x08, 0x00])
    const refused = { status: 415, body: { name: 'UnsupportedMediaType', data: { code: 'notText' } } }
    expect(await upload(zip, 'areas.csv')).toMatchObject(refused)
    const noise = Buffer.from(Array.from({ length: 2000 }, (_, index) => 0x80 + ((index * 73) % 128)))
    expect(await upload(noise, 'areas.csv')).toMatchObject(refused)
    expect(await upload(utf16('name.cht\n\u0000\u0001', 'le'), 'areas.txt')).toMatchObject(refused)
    expect((await server.request('GET', '/api/regAreas?$limit=0')).body.total).toBe(before)
  })
})
