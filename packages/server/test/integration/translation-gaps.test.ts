import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editorSettingsOf } from '@tutor-admin/shared'
import { startTestServer, type Account, type TestServer } from '../support/test-server'

let server: TestServer
let editor: Account

beforeAll(async () => {
  server = await startTestServer()
  editor = await server.signIn({ role: 'editor' })
})
afterAll(async () => {
  await server?.stop()
})

const text = (cht?: string, chs?: string, en?: string) =>
  [
    cht === undefined ? undefined : { lang: 'cht', value: cht },
    chs === undefined ? undefined : { lang: 'chs', value: chs },
    en === undefined ? undefined : { lang: 'en', value: en }
  ].filter(Boolean)

const gaps = async (client: TestServer | Account = server) => {
  const answer = await client.request('GET', '/api/translationGaps?collection=lessons')
  expect(answer.status).toBe(200)
  return answer.body[0].missing
}

const missingIds = async (query: string) =>
  ((await server.request('GET', `/api/lessons?${query}&$limit=100`)).body.data as Array<{ _id: string }>)
    .map((record) => record._id)
    .sort()

const lesson = async (title: unknown) => {
  const answer = await server.request('POST', '/api/lessons', { title })
  expect(answer.status).toBe(201)
  return answer.body._id as string
}

describe('translation gaps: counts kept on every write path', () => {
  it('counts a record per language it misses, on create, patch, update, remove and restore', async () => {
    const before = await gaps()
    const id = await lesson(text('課堂'))
    expect(await gaps()).toEqual({ cht: before.cht, chs: before.chs + 1, en: before.en + 1 })

    await server.request('PATCH', `/api/lessons/${id}`, { title: text('課堂', '课堂') })
    expect(await gaps()).toEqual({ cht: before.cht, chs: before.chs, en: before.en + 1 })

    await server.request('PUT', `/api/lessons/${id}`, { title: text('課堂', '课堂', 'Lesson') })
    expect(await gaps()).toEqual(before)

    await server.request('PATCH', `/api/lessons/${id}`, { title: text(undefined, undefined, 'Lesson') })
    expect(await gaps()).toEqual({ cht: before.cht + 1, chs: before.chs + 1, en: before.en })

    await server.request('DELETE', `/api/lessons/${id}`)
    expect(await gaps()).toEqual(before)
    const [entry] = (await server.request('GET', `/api/trash?recordId=${id}`)).body.data
    const restored = await server.request('POST', '/api/restore', { trash: entry._id })
    expect(restored.status, JSON.stringify(restored.body)).toBe(201)
    expect(await gaps()).toEqual({ cht: before.cht + 1, chs: before.chs + 1, en: before.en })
  })

  it('blank text counts as missing', async () => {
    const before = await gaps()
    await lesson(text('課堂', '  ', 'Lesson'))
    expect(await gaps()).toEqual({ ...before, chs: before.chs + 1 })
  })

  it('keeps the counts on an import', async () => {
    const before = await gaps()
    const body = new FormData()
    body.set(
      'file',
      new Blob(['title.cht,title.chs,title.en\n匯入,,Imported\n'], { type: 'text/csv' }),
      'a.csv'
    )
    const response = await fetch(`${server.url}/api/import/lessons`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}` },
      body
    })
    expect(response.status, await response.text()).toBe(201)
    expect(await gaps()).toEqual({ ...before, chs: before.chs + 1 })
  })
})

describe('translation gaps: who may count them', () => {
  it('answers 401 without a token and 400 for a collection without translatable text', async () => {
    expect((await server.client().request('GET', '/api/translationGaps?collection=lessons')).status).toBe(401)
    const answer = await server.request('GET', '/api/translationGaps?collection=teachers')
    expect(answer.status).toBe(400)
    expect(answer.body.errors.collection).toBeDefined()
    expect((await server.request('GET', '/api/translationGaps?collection=nothing')).status).toBe(400)
  })

  it('R-ROLE-09 answers whoever may list the collection, and 403 to the rest', async () => {
    expect(await gaps(editor)).toEqual(await gaps())
    const settings = editorSettingsOf(server.app.get('catalogue').byName.get('lessons'))!
    const roles = settings.roles
    settings.roles = ['admin']
    try {
      expect((await editor.request('GET', '/api/translationGaps?collection=lessons')).status).toBe(403)
      const all = await editor.request('GET', '/api/translationGaps')
      expect(all.status).toBe(200)
      expect(all.body.map((entry: { collection: string }) => entry.collection)).not.toContain('lessons')
      expect((await server.request('GET', '/api/translationGaps')).body.length).toBeGreaterThan(1)
    } finally {
      settings.roles = roles
    }
  })
})

describe('list conditions on translatable text', () => {
  it('finds records missing a language, per field and per record, through the derived column', async () => {
    const onlyCht = await lesson(text('只有繁體'))
    const full = await lesson(text('全', '全', 'Full'))
    const noEn = await lesson(text('沒有英文', '没有英文'))
    const chs = await missingIds('title[$missingLang]=chs')
    expect(chs).toContain(onlyCht)
    expect(chs).not.toContain(full)
    expect(chs).not.toContain(noEn)
    expect(await missingIds('$missingLang=en')).toEqual(expect.arrayContaining([onlyCht, noEn]))
    expect(await missingIds('$missingLang=en')).not.toContain(full)
    expect(await missingIds('title[$missingLang]=en')).toEqual(await missingIds('$missingLang=en'))
  })

  it('rejects a language that is not one and the operator on other fields, with 400 per field', async () => {
    const wrong = await server.request('GET', '/api/lessons?title[$missingLang]=fr')
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors['title.$missingLang']).toMatch(/cht, chs, en/)
    expect((await server.request('GET', '/api/teachers?name[$missingLang]=en')).status).toBe(400)
    expect((await server.request('GET', '/api/teachers?$missingLang=en')).status).toBe(400)
  })

  it('keeps the machine mark, finds machine text and forgets the mark when a person saves the text', async () => {
    const id = await lesson([
      { lang: 'cht', value: '機器' },
      { lang: 'chs', value: '机器', machine: true }
    ])
    expect((await server.request('GET', `/api/lessons/${id}`)).body.title[1]).toEqual({
      lang: 'chs',
      value: '机器',
      machine: true
    })
    expect(await missingIds('$machine=true')).toContain(id)
    expect(await missingIds('title[$machine]=true')).toContain(id)
    expect(await missingIds('title[$machine]=false')).not.toContain(id)
    await server.request('PATCH', `/api/lessons/${id}`, { title: text('機器', '机器') })
    expect(await missingIds('$machine=true')).not.toContain(id)
    const bad = await server.request('POST', '/api/lessons', {
      title: [{ lang: 'cht', value: 'x', machine: 'yes' }]
    })
    expect(bad.status).toBe(400)
  })
})
