import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type Account, type TestServer } from '../support/test-server'

let server: TestServer
let editor: Account

const created = async (path: string, body: unknown) => {
  const answer = await server.request('POST', path, body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body
}

beforeAll(async () => {
  server = await startTestServer()
  editor = await server.signIn({ role: 'editor' })
  await created('/api/teachers', [
    { name: '歐陽志明老師', email: 'oyang@tutors.example' },
    { name: '陳大文', email: 'chan.taiman@tutors.example' },
    ...Array.from({ length: 8 }, (_, index) => ({
      name: `Repeat Tutor ${index}`,
      email: `repeat${index}@tutors.example`
    })),
    { name: 'Repeat', email: 'exact@tutors.example' }
  ])
  await created('/api/appUsers', {
    name: { lastName: '李', firstName: '小龍' },
    email: 'dragon.lee@app.example'
  })
})
afterAll(async () => {
  await server?.stop()
})

const search = async (client: TestServer | Account, query: string) => {
  const answer = await client.request('GET', `/api/search?${query}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as {
    groups: Array<{
      collection: string
      records: Array<{ _id: string; title: string; detail?: string }>
      more: boolean
    }>
    tooShort: string[]
  }
}

const group = (answer: Awaited<ReturnType<typeof search>>, collection: string) =>
  answer.groups.find((entry) => entry.collection === collection)

describe('/api/search (the command palette)', () => {
  it('finds a teacher by part of a Chinese name, and an app user by part of an email, named in the language asked', async () => {
    const teachers = group(await search(editor, `q=${encodeURIComponent('志明老')}&lang=en`), 'teachers')
    expect(teachers?.records.map((record) => record.title)).toEqual(['歐陽志明老師'])
    // Two characters: the text index cannot look them up, and the small table is read instead.
    expect(group(await search(editor, `q=${encodeURIComponent('大文')}`), 'teachers')?.records[0].title).toBe(
      '陳大文'
    )
    const appUsers = group(await search(editor, 'q=dragon.lee'), 'appUsers')
    expect(appUsers?.records).toEqual([
      expect.objectContaining({ title: '李 小龍', detail: 'dragon.lee@app.example' })
    ])
  })

  it('answers over the socket as over REST', async () => {
    const socket = await server.socket(editor.token)
    try {
      const answer = await socket.call('find', 'search', { q: 'OYANG', lang: 'chs' })
      expect(answer.status).toBe(200)
      expect(answer.body.groups[0]).toMatchObject({
        collection: 'teachers',
        records: [{ title: '歐陽志明老師' }]
      })
    } finally {
      socket.close()
    }
  })

  it('searches only what the role may read: an editor never gets staff accounts, an administrator does', async () => {
    const [admin] = group(await search(server, 'q=admin@test'), 'users')!.records
    expect(admin.detail ?? admin.title).toBe('admin@test.local')
    const asEditor = await search(editor, 'q=test.local')
    expect(group(asEditor, 'users')).toBeUndefined()
    expect(asEditor.groups.map((entry) => entry.collection)).not.toContain('users')
  })

  it('answers a few records per collection, the best match first, and says when there are more', async () => {
    const teachers = group(await search(editor, 'q=repeat'), 'teachers')!
    expect(teachers.records).toHaveLength(5)
    expect(teachers.more).toBe(true)
    expect(teachers.records[0].title).toBe('Repeat')
    const two = group(await search(editor, 'q=repeat&limit=2'), 'teachers')!
    expect(two.records).toHaveLength(2)
    const all = group(await search(editor, 'q=repeat&limit=20'), 'teachers')!
    expect(all.records).toHaveLength(9)
    expect(all.more).toBe(false)
  })

  it('answers nothing found with no groups', async () => {
    expect((await search(editor, 'q=zzqqxx-nothing')).groups).toEqual([])
  })

  it.each([
    ['q=', 'q', 'required'],
    ['', 'q', 'required'],
    ['q=%20%20', 'q', 'required'],
    [`q=${'a'.repeat(101)}`, 'q', 'tooLong'],
    ['q=a.*b', 'q', 'pattern'],
    ['q=%5Ba-z%5D', 'q', 'pattern'],
    ['q=(x|y)', 'q', 'pattern'],
    ['q=a%5Cb', 'q', 'pattern'],
    ['q=abc&lang=fr', 'lang', 'lang'],
    ['q=abc&limit=0', 'limit', 'limit'],
    ['q=abc&limit=21', 'limit', 'limit'],
    ['q=abc&limit=x', 'limit', 'limit']
  ])('refuses %s with 400 naming %s', async (query, field, code) => {
    const answer = await editor.request('GET', `/api/search?${query}`)
    expect(answer.status).toBe(400)
    expect(answer.body.data).toMatchObject({ code: 'invalidSearch', fields: { [field]: { code } } })
    expect(typeof answer.body.errors[field]).toBe('string')
  })

  it('refuses control characters with 400 naming the term, over the socket too', async () => {
    const rest = await editor.request('GET', '/api/search?q=a%00b')
    expect(rest.status).toBe(400)
    expect(rest.body.errors.q).toBeTruthy()
    const socket = await server.socket(editor.token)
    try {
      const answer = await socket.call('find', 'search', { q: 'tab\there' })
      expect(answer.status).toBe(400)
      expect(answer.body.data.fields.q.code).toBe('control')
      expect((await socket.call('find', 'search', { q: ['a'] })).status).toBe(400)
    } finally {
      socket.close()
    }
  })

  it('needs a sign-in', async () => {
    expect((await server.client(null).request('GET', '/api/search?q=abc')).status).toBe(401)
  })
})
