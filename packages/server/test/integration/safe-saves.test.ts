import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer, type TestSocket } from '../support/test-server'

/**
 * Safe saves: a patch or update may carry the version (`modified`) it was based on, as `If-Match`
 * over REST or `$ifModified` on any transport; a record changed since answers 409 editConflict with
 * the record as it is now (R-ED-04, R-ERR-08, C9, C21).
 */
let server: TestServer
let socket: TestSocket

beforeAll(async () => {
  server = await startTestServer()
  socket = await server.socket(server.token)
})
afterAll(() => server?.stop())

const newTeacher = async (name = 'Version') => (await server.request('POST', '/api/teachers', { name })).body

describe('versions over REST', () => {
  it('answers a record with its modified time as ETag', async () => {
    const teacher = await newTeacher()
    const response = await fetch(`${server.url}/api/teachers/${teacher._id}`, {
      headers: { authorization: `Bearer ${server.token}` }
    })
    expect(response.headers.get('etag')).toBe(`"${teacher.modified}"`)
  })

  it('patches with the current ETag and answers the new one', async () => {
    const teacher = await newTeacher()
    const response = await fetch(`${server.url}/api/teachers/${teacher._id}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${server.token}`,
        'content-type': 'application/json',
        'if-match': `"${teacher.modified}"`
      },
      body: JSON.stringify({ phone: '123' })
    })
    expect(response.status).toBe(200)
    const saved = await response.json()
    expect(saved.phone).toBe('123')
    expect(saved.modified > teacher.modified).toBe(true)
    expect(response.headers.get('etag')).toBe(`"${saved.modified}"`)
  })

  it('answers 409 editConflict with the current record when it changed since (PATCH and PUT)', async () => {
    const teacher = await newTeacher()
    const theirs = await server.request('PATCH', `/api/teachers/${teacher._id}`, { phone: 'theirs' })
    for (const method of ['PATCH', 'PUT']) {
      const mine = await server.request(
        method,
        `/api/teachers/${teacher._id}`,
        { name: 'Mine' },
        { 'If-Match': `"${teacher.modified}"` }
      )
      expect(mine.status, method).toBe(409)
      expect(mine.body.data).toMatchObject({
        code: 'editConflict',
        current: { _id: teacher._id, phone: 'theirs', modified: theirs.body.modified }
      })
    }
    expect((await server.request('GET', `/api/teachers/${teacher._id}`)).body).toMatchObject({
      name: 'Version',
      phone: 'theirs'
    })
  })

  it('takes $ifModified in the query as well, and If-Match * as no precondition', async () => {
    const teacher = await newTeacher()
    const stale = await server.request(
      'PATCH',
      `/api/teachers/${teacher._id}?$ifModified=2000-01-01T00:00:00.000Z`,
      {
        phone: '1'
      }
    )
    expect(stale.status).toBe(409)
    const fresh = await server.request(
      'PATCH',
      `/api/teachers/${teacher._id}?$ifModified=${encodeURIComponent(teacher.modified)}`,
      { phone: '2' }
    )
    expect(fresh.status).toBe(200)
    const any = await server.request(
      'PATCH',
      `/api/teachers/${teacher._id}`,
      { phone: '3' },
      { 'If-Match': '*' }
    )
    expect(any.status).toBe(200)
  })

  it('answers 400 naming the precondition when it is not a version', async () => {
    const teacher = await newTeacher()
    const badHeader = await server.request(
      'PATCH',
      `/api/teachers/${teacher._id}`,
      { phone: '1' },
      { 'If-Match': 'soon' }
    )
    expect(badHeader.status).toBe(400)
    expect(badHeader.body.errors).toHaveProperty('If-Match')
    const badQuery = await server.request('PATCH', `/api/teachers/${teacher._id}?$ifModified=yesterday`, {
      phone: '1'
    })
    expect(badQuery.status).toBe(400)
    expect(badQuery.body.errors).toHaveProperty('$ifModified')
  })

  it('writes as before without a precondition: the later save wins', async () => {
    const teacher = await newTeacher()
    await server.request('PATCH', `/api/teachers/${teacher._id}`, { phone: 'first' })
    const later = await server.request('PATCH', `/api/teachers/${teacher._id}`, { phone: 'second' })
    expect(later.status).toBe(200)
    expect(later.body.phone).toBe('second')
  })

  it('gives every write a later version, even within one millisecond', async () => {
    const teacher = await newTeacher()
    const versions = [teacher.modified]
    for (let index = 0; index < 5; index++)
      versions.push(
        (await server.request('PATCH', `/api/teachers/${teacher._id}`, { phone: `${index}` })).body.modified
      )
    expect([...versions].sort()).toEqual(versions)
    expect(new Set(versions).size).toBe(versions.length)
  })

  it('lets exactly one of several saves based on one version through: the check is part of the write', async () => {
    const teacher = await newTeacher()
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        server.request(
          'PATCH',
          `/api/teachers/${teacher._id}`,
          { phone: `racer ${index}` },
          { 'If-Match': `"${teacher.modified}"` }
        )
      )
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(7).fill(409)])
    const winner = answers.find((answer) => answer.status === 200)!
    expect((await server.request('GET', `/api/teachers/${teacher._id}`)).body.phone).toBe(winner.body.phone)
  })
})

describe('versions over the socket', () => {
  it('patches with the current $ifModified and refuses a stale one with the current record', async () => {
    const teacher = await newTeacher()
    const saved = await socket.call(
      'patch',
      'teachers',
      teacher._id,
      { phone: 'a' },
      { $ifModified: teacher.modified }
    )
    expect(saved.status).toBe(200)
    const stale = await socket.call(
      'patch',
      'teachers',
      teacher._id,
      { phone: 'b' },
      { $ifModified: teacher.modified }
    )
    expect(stale.status).toBe(409)
    expect(stale.body.data).toMatchObject({
      code: 'editConflict',
      current: { phone: 'a', modified: saved.body.modified }
    })
    const updated = await socket.call(
      'update',
      'teachers',
      teacher._id,
      { name: 'Whole' },
      { $ifModified: teacher.modified }
    )
    expect(updated.status).toBe(409)
  })

  it('answers 400 for a precondition that is not a time, and writes as before without one', async () => {
    const teacher = await newTeacher()
    const bad = await socket.call('patch', 'teachers', teacher._id, { phone: 'a' }, { $ifModified: 42 })
    expect(bad.status).toBe(400)
    const plain = await socket.call('patch', 'teachers', teacher._id, { phone: 'b' }, {})
    expect(plain.status).toBe(200)
  })

  it('leaves hidden fields out of the current record of a conflict', async () => {
    const account = await server.createUser({ name: 'Conflicted' })
    await server.request('PATCH', `/api/users/${account.user._id}`, { name: 'Renamed' })
    const stale = await socket.call(
      'patch',
      'users',
      account.user._id,
      { name: 'Mine' },
      { $ifModified: account.user.modified }
    )
    expect(stale.status).toBe(409)
    expect(stale.body.data.current.name).toBe('Renamed')
    expect(stale.body.data.current).not.toHaveProperty('password')
  })
})
