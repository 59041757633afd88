import { LANGS, type FieldDef, type SchemasAnswer } from '@tutor-admin/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let answer: SchemasAnswer

beforeAll(async () => {
  server = await startTestServer()
  answer = (await server.request('GET', '/api/schemas')).body
})
afterAll(() => server?.stop())

const SPEC: Array<[string, string, string[]]> = [
  ['R-DOM-53', 'adStatus', ['draft', 'published', 'meet']],
  ['R-DOM-54', 'adType', ['fullscreen', 'article', 'list', 'video', 'footer']],
  ['R-DOM-55', 'adminType', ['admin', 'editor']],
  ['R-DOM-56', 'campaignStatus', ['draft', 'published']],
  ['R-DOM-56', 'newsStatus', ['draft', 'published']],
  ['R-DOM-56', 'productStatus', ['draft', 'published']],
  ['R-DOM-57', 'eventLocation', ['hk', 'canada']],
  ['R-DOM-58', 'exportFormat', ['csv', 'xlsx']],
  ['R-DOM-59', 'gender', ['male', 'female']]
]

const fieldsOf = (fields: FieldDef[]): FieldDef[] =>
  fields.flatMap((field) => [field, ...fieldsOf(field.params?.fields ?? [])])

describe('enumerations (R-DOM-53..60)', () => {
  it.each(SPEC)('%s %s has exactly the values of the spec', (_id, name, values) => {
    expect(answer.enums?.[name]?.values).toEqual(values)
  })

  it('labels every value of every enumeration in cht, chs and en (R-DOM-60)', () => {
    for (const [name, definition] of Object.entries(answer.enums ?? {}))
      for (const value of definition.values)
        for (const lang of LANGS)
          expect(definition.labels[value]?.[lang], `${name}.${value}.${lang}`).toBeTruthy()
  })

  it('gives requests a status of open, matched or closed', () => {
    expect(answer.enums?.requestStatus?.values).toEqual(['open', 'matched', 'closed'])
    expect(answer.schemas.findTeachers.fields.find((field) => field.name === 'status')?.params).toMatchObject(
      {
        enum: 'requestStatus',
        default: 'open'
      }
    )
  })

  it('names only enumerations that exist, and uses every one of them', () => {
    const named = Object.values(answer.schemas).flatMap((collection) =>
      fieldsOf(collection.fields)
        .map((field) => field.params?.enum)
        .filter((name): name is string => Boolean(name))
    )
    for (const name of named) expect(answer.enums?.[name], name).toBeDefined()
    // exportFormat is the export dialog's choice, not a field.
    expect(new Set([...named, 'exportFormat'])).toEqual(new Set(Object.keys(answer.enums ?? {})))
  })

  it('rejects a value outside an enumeration with 400 (R-ED-08, R-ED-10)', async () => {
    const bad = await server.request('POST', '/api/ads', { name: 'Banner', type: 'popup' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toHaveProperty('type')
    const good = await server.request('POST', '/api/ads', { name: 'Banner', type: 'footer', status: 'meet' })
    expect(good.status).toBe(201)
  })
})
