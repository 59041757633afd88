import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'
import { formOf, makePng } from './media-fixtures'

let server: TestServer
let picture: string

beforeAll(async () => {
  server = await startTestServer()
  const response = await fetch(`${server.url}/api/attachments/upload/news/others`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.admin.token}` },
    body: formOf([{ name: 'cover.png', bytes: await makePng(40, 30) }])
  })
  picture = (await response.json()).info._id
  const created = await server.request('POST', '/api/news', {
    title: { cht: '暑期課程開始報名', chs: '暑期课程开始报名', en: 'Summer courses open' },
    cover: picture
  })
  expect(created.status).toBe(201)
})
afterAll(() => server?.stop())

describe('where a file is used, in the language asked (R-MED-05)', () => {
  it('labels each use in the language of ?lang=, Traditional Chinese when not given', async () => {
    const use = (body: any) =>
      body.uses.map(({ collection, label, field }: any) => ({ collection, label, field }))
    const plain = await server.request('GET', `/api/attachmentUsage/${picture}`)
    expect(plain.status).toBe(200)
    expect(use(plain.body)).toEqual([{ collection: 'news', label: '暑期課程開始報名', field: 'cover' }])
    const labels = { cht: '暑期課程開始報名', chs: '暑期课程开始报名', en: 'Summer courses open' }
    for (const [lang, label] of Object.entries(labels)) {
      const answer = await server.request('GET', `/api/attachmentUsage/${picture}?lang=${lang}`)
      expect(use(answer.body), lang).toEqual([{ collection: 'news', label, field: 'cover' }])
    }
  })

  it('refuses a language it does not know, naming the parameter (400)', async () => {
    const answer = await server.request('GET', `/api/attachmentUsage/${picture}?lang=fr`)
    expect(answer).toMatchObject({
      status: 400,
      body: { name: 'BadRequest', errors: { lang: 'must be one of cht, chs, en' } }
    })
  })
})
