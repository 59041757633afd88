import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importCsv } from '../support/journal-calls'
import { startTestServer, type TestServer } from '../support/test-server'

/**
 * The import dialog's options (R-ED-13): teachers are matched by email and take one status and
 * referral source for the rows that leave them empty (`importOptions` of the teachers route).
 */
let server: TestServer
let fair: string
let friends: string

const importTeachers = (csv: string, options: unknown, dryRun = false) =>
  importCsv(server, 'teachers', csv, { options, dryRun })

const teacherByEmail = async (email: string) =>
  (await server.request('GET', `/api/teachers?email=${encodeURIComponent(email)}`)).body.data

beforeAll(async () => {
  server = await startTestServer()
  const sources = await server.request('POST', '/api/regReferralSources', [
    { name: { en: 'Recruitment fair', cht: '招聘會' }, value: 'fair' },
    { name: { en: 'Friends', cht: '朋友' }, value: 'friends' }
  ])
  ;[fair, friends] = sources.body.map((row: { _id: string }) => row._id)
  await server.request('POST', '/api/teachers', [
    { name: 'Chan Tai Man', email: 'chan@example.com', status: 'suspended', referralSource: friends },
    { name: 'Twin One', email: 'twin@example.com' },
    { name: 'Twin Two', email: 'twin@example.com' }
  ])
})
afterAll(() => server?.stop())

describe('import options (R-ED-13)', () => {
  it('R-ED-13 updates the teacher with the same email and fills only what each row leaves empty', async () => {
    const csv = [
      'name,email,status,hourlyRate',
      'Chan Tai-man,chan@example.com,,320',
      'Lee Siu Ming,lee@example.com,,200',
      'Wong Ka Yan,wong@example.com,active,250'
    ].join('\n')
    const options = { values: { status: 'active', referralSource: fair }, matchBy: 'email' }
    const checked = await importTeachers(csv, options, true)
    expect(checked.status).toBe(200)
    expect(checked.body).toMatchObject({ dryRun: true, total: 3, created: 2, updated: 1, failed: 0 })
    expect(await teacherByEmail('lee@example.com')).toEqual([])

    const done = await importTeachers(csv, options)
    expect(done.status).toBe(201)
    expect(done.body).toMatchObject({ created: 2, updated: 1, failed: 0 })
    const [chan] = await teacherByEmail('chan@example.com')
    // The status cell was empty: the chosen one; the source was kept, the row had no such column.
    expect(chan).toMatchObject({
      name: 'Chan Tai-man',
      hourlyRate: 320,
      status: 'active',
      referralSource: friends
    })
    expect(await teacherByEmail('lee@example.com')).toMatchObject([
      { status: 'active', referralSource: fair }
    ])
    expect(await teacherByEmail('wong@example.com')).toMatchObject([
      { status: 'active', referralSource: fair }
    ])
  })

  it('R-ED-13 without matchBy an email does not find a record: the row creates one, as before', async () => {
    const done = await importTeachers('name,email\nChan Again,chan@example.com', {})
    expect(done.body).toMatchObject({ created: 1, updated: 0 })
    expect(await teacherByEmail('chan@example.com')).toHaveLength(2)
  })

  it('R-ED-13 reports rows whose email matches several teachers or repeats an earlier row', async () => {
    const csv = [
      'name,email',
      'Twin,twin@example.com',
      'New,new@example.com',
      'New again,new@example.com'
    ].join('\n')
    const done = await importTeachers(csv, { matchBy: 'email' }, true)
    expect(done.body).toMatchObject({ created: 1, updated: 0, failed: 2 })
    expect(done.body.errors).toEqual([
      {
        row: 2,
        field: 'email',
        message: 'matches 2 records: cannot tell which to update',
        problem: { code: 'matchAmbiguous', count: 2 }
      },
      {
        row: 4,
        field: 'email',
        message: 'repeats the email of line 3',
        problem: { code: 'matchRepeated', line: 3 }
      }
    ])
  })

  it('R-ED-13 answers 400 naming each bad option, and writes nothing', async () => {
    const csv = 'name,email\nNobody,nobody@example.com'
    const bad = await importTeachers(csv, {
      values: { status: 'retired', referralSource: 5, name: 'Everyone' },
      matchBy: 'phone',
      extra: true
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({
      extra: 'is not an import option',
      matchBy: 'must be email or left out',
      status: 'must be one of: pending, active, suspended',
      referralSource: 'must be an id',
      name: 'is not a field'
    })
    expect(bad.body.data).toMatchObject({
      code: 'invalidData',
      fields: { status: { code: 'enum' }, referralSource: { code: 'id' }, matchBy: { code: 'unknown' } }
    })
    expect((await importTeachers(csv, '{not json')).body.errors).toEqual({
      options: 'must be JSON: { "values": { … }, "matchBy": "…" }'
    })
    expect((await importTeachers(csv, [1])).body.errors).toHaveProperty('options')
    expect(await teacherByEmail('nobody@example.com')).toEqual([])
    const regAreas = new FormData()
    regAreas.set('options', JSON.stringify({ matchBy: 'value' }))
    regAreas.set('file', new Blob(['value\nx'], { type: 'text/csv' }), 'areas.csv')
    const unoffered = await fetch(`${server.url}/api/import/regAreas`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.admin.token}` },
      body: regAreas
    })
    expect(unoffered.status).toBe(400)
    expect((await unoffered.json()).errors).toEqual({ matchBy: 'is not offered by this list: leave it out' })
  })
})
