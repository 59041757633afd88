import {
  FIELD_TYPES,
  LANGS,
  type CollectionDef,
  type FieldDef,
  type SchemasAnswer
} from '@tutor-admin/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

/** R-DOM-02..52: requirement, service, menu group (null: main menu, undefined: no menu entry), English label. */
const DOMAIN: Array<[string, string, string | null | undefined, string | undefined]> = [
  ['R-DOM-02', 'contacts', null, 'Contacts'],
  ['R-DOM-03', 'findTeachers', null, 'Find teachers'],
  ['R-DOM-04', 'learningNews', null, 'Learning news'],
  ['R-DOM-05', 'learningNewsTypes', null, 'Learning news types'],
  ['R-DOM-06', 'lessons', null, 'Lessons'],
  ['R-DOM-07', 'lessonJoins', null, 'Lesson joins'],
  ['R-DOM-08', 'teachers', null, 'Teachers'],
  ['R-DOM-09', 'regAreas', 'options.teacherRegistration', 'Areas'],
  ['R-DOM-10', 'regAreaCategories', 'options.teacherRegistration', 'Area categories'],
  ['R-DOM-11', 'regEducationLevels', 'options.teacherRegistration', 'Education levels'],
  ['R-DOM-12', 'regHighSchoolSubjects', 'options.teacherRegistration', 'High school subjects'],
  ['R-DOM-13', 'regJobs', 'options.teacherRegistration', 'Jobs'],
  ['R-DOM-14', 'regReferralSources', 'options.teacherRegistration', 'How you heard of us'],
  ['R-DOM-15', 'regSexes', 'options.teacherRegistration', 'Sexes'],
  ['R-DOM-16', 'regStudyDepartments', 'options.teacherRegistration', 'Study departments'],
  ['R-DOM-17', 'regTutorLabels', 'options.teacherRegistration', 'Tutor labels'],
  ['R-DOM-18', 'regUniversities', 'options.teacherRegistration', 'Universities'],
  ['R-DOM-19', 'regTutorExperiences', 'options.teacherRegistration', 'Tutor experiences'],
  ['R-DOM-20', 'regEduDevExperiences', 'options.teacherRegistration', 'Education development experiences'],
  ['R-DOM-21', 'regDuties', 'options.teacherRegistration', "Provider's duties"],
  ['R-DOM-22', 'regRights', 'options.teacherRegistration', 'Rights'],
  ['R-DOM-23', 'regRules', 'options.teacherRegistration', 'Rules'],
  ['R-DOM-24', 'regRights2', 'options.teacherRegistration', 'Rights 2'],
  ['R-DOM-25', 'regPrices', 'options.teacherRegistration', 'Prices'],
  ['R-DOM-26', 'regPriceLists', 'options.teacherRegistration', 'Price lists'],
  ['R-DOM-27', 'findTeachingMethods', 'options.findTeacher', 'Teaching methods'],
  ['R-DOM-28', 'findAreas', 'options.findTeacher', 'Areas'],
  ['R-DOM-29', 'findStudentLevels', 'options.findTeacher', 'Student levels'],
  ['R-DOM-30', 'findSubjects', 'options.findTeacher', 'Subjects'],
  ['R-DOM-31', 'findStudentSexes', 'options.findTeacher', 'Student sex'],
  ['R-DOM-32', 'findTeacherSexes', 'options.findTeacher', 'Required teacher sex'],
  ['R-DOM-33', 'findHoursPerLesson', 'options.findTeacher', 'Hours per lesson'],
  ['R-DOM-34', 'findClassesPerWeek', 'options.findTeacher', 'Classes per week'],
  ['R-DOM-35', 'bannerSubjects', 'home', 'Banner subjects'],
  ['R-DOM-36', 'bannerHeadings', 'home', 'Banner headings'],
  ['R-DOM-37', 'reviews', 'home', 'Student/parent reviews'],
  ['R-DOM-38', 'termsOfUse', 'information', 'Terms of use'],
  ['R-DOM-39', 'privacyPolicies', 'information', 'Privacy policy statements'],
  ['R-DOM-40', 'questions', 'information', 'Questions'],
  ['R-DOM-41', 'news', 'content', 'News'],
  ['R-DOM-42', 'ads', 'content', 'Ads'],
  ['R-DOM-43', 'campaigns', 'content', 'Campaigns'],
  ['R-DOM-44', 'products', 'content', 'Products'],
  ['R-DOM-45', 'events', 'content', 'Events'],
  ['R-DOM-46', 'users', 'users', 'Admins'],
  ['R-DOM-47', 'appUsers', 'users', 'App users'],
  ['R-DOM-48', 'doctorprofessions', 'doctor', 'Doctor professions'],
  ['R-DOM-49', 'doctordistricts', 'doctor', 'Doctor districts'],
  ['R-DOM-50', 'doctorgenders', 'doctor', 'Doctor genders'],
  ['R-DOM-51', 'attachments', undefined, undefined],
  ['R-DOM-52', 'schemas', undefined, undefined]
]

let server: TestServer
let answer: SchemasAnswer

beforeAll(async () => {
  server = await startTestServer()
  const response = await server.request('GET', '/api/schemas')
  expect(response.status).toBe(200)
  answer = response.body
})
afterAll(() => server?.stop())

const editorOf = (name: string) => answer.schemas[name]?.params.editor?.admin
const threeLanguages = (labels: Record<string, string> | undefined) =>
  LANGS.every((lang) => Boolean(labels?.[lang]))

/** Every field with its sub-fields, named by path. */
const fieldsOf = (fields: FieldDef[], prefix = ''): Array<[string, FieldDef]> =>
  fields.flatMap((field) => [
    [prefix + field.name, field] as [string, FieldDef],
    ...fieldsOf(field.params?.fields ?? [], `${prefix}${field.name}.`)
  ])

describe('the domain catalogue in GET /api/schemas (R-DOM-02..52, R-SCH-01)', () => {
  it('answers the app name, every collection, the enums and the menu groups (C8, R-DOM-52)', () => {
    expect(answer.appName).toBe('admin')
    expect(Object.keys(answer.schemas).sort()).toEqual(DOMAIN.map(([, name]) => name).sort())
  })

  it.each(DOMAIN)('%s %s: group, menu order and a name in cht, chs and en', async (id, name, group, en) => {
    const editor = editorOf(name)
    if (group === undefined) {
      expect(editor, `${id} has no menu entry`).toBeUndefined()
      return
    }
    expect(editor?.name?.en).toBe(en)
    expect(threeLanguages(editor?.name), 'labels in three languages (R-DOM-60)').toBe(true)
    expect(editor?.group).toBe(group ?? undefined)
    expect(editor?.icon).toMatch(/^[a-z0-9_]+$/)
    if (group) expect(editor?.groupIcon).toBe(answer.groups?.[group].icon)
    expect(editor?.order, 'order follows the R-DOM table').toBe(Number(id.slice(-2)) * 10)
    expect((await server.request('GET', `/api/${name}?$limit=1`)).status).toBe(200)
  })

  it('labels every field in three languages (R-DOM-60)', () => {
    for (const [name, collection] of Object.entries(answer.schemas))
      for (const [path, field] of fieldsOf(collection.fields))
        expect(threeLanguages(field.params?.label), `${name}.${path}`).toBe(true)
  })

  it('points every reference at a collection of the catalogue', () => {
    const refs = Object.values(answer.schemas).flatMap((collection: CollectionDef) =>
      fieldsOf(collection.fields).filter(([, field]) => field.params?.ref)
    )
    expect(refs.length).toBeGreaterThan(30)
    for (const [path, field] of refs) expect(answer.schemas[field.params!.ref!], path).toBeDefined()
  })

  it('names only fields of the collection in the editor settings (R-SCH-05)', () => {
    for (const [name, collection] of Object.entries(answer.schemas)) {
      const editor = editorOf(name)
      if (!editor) continue
      const known = new Set([
        '_id',
        'created',
        'modified',
        'modifiedBy',
        ...collection.fields.map((field) => field.name)
      ])
      const named = [
        ...(editor.headers ?? []),
        ...(editor.textFields ?? []),
        ...(editor.translateTextFields ?? []),
        ...(editor.expands ?? []),
        ...(editor.searchFields ?? []).map((search) => search.path),
        ...[editor.defaultSort ?? []].flat()
      ]
      for (const field of named) expect(known.has(field), `${name}: ${field}`).toBe(true)
      for (const field of editor.translateTextFields ?? [])
        expect(collection.fields.find((f) => f.name === field)?.params?.translate, `${name}.${field}`).toBe(
          true
        )
    }
  })

  it('groups the menu: titles in three languages, icons, and orders in the R-DOM order (R-LAY-05, R-LAY-06)', () => {
    const groups = answer.groups ?? {}
    const used = new Set(
      DOMAIN.map(([, , group]) => group).filter((group): group is string => Boolean(group))
    )
    for (const group of used) {
      expect(groups[group], group).toBeDefined()
      const parent = group.split('.').slice(0, -1).join('.')
      if (parent) expect(groups[parent], `${group} nests in ${parent}`).toBeDefined()
    }
    for (const [path, group] of Object.entries(groups)) {
      expect(threeLanguages(group.name), path).toBe(true)
      expect(group.icon).toMatch(/^[a-z0-9_]+$/)
    }
    const order = [
      'options',
      'options.teacherRegistration',
      'options.findTeacher',
      'home',
      'information',
      'content',
      'users',
      'doctor'
    ]
    expect(order.map((path) => groups[path].order)).toEqual([90, 90, 270, 350, 380, 410, 460, 480])
  })

  it('sets the special pages: linked joins under lessons, the virtual app users list, read-only doctor lists (R-SCH-09, R-VL-01, R-ROLE-12)', () => {
    expect(editorOf('lessons')?.linkedTable).toEqual({
      table: 'lessonJoins',
      service: 'lessonJoins',
      field: 'lesson'
    })
    expect(editorOf('appUsers')?.virtual).toBe(true)
    expect(editorOf('appUsers')?.roles).toContainEqual({ role: 'editor', read: true, write: false })
    for (const name of ['doctorprofessions', 'doctordistricts', 'doctorgenders'])
      expect(editorOf(name)?.readOnly, name).toBe(true)
    expect(editorOf('teachers')).toMatchObject({
      textFields: ['name', 'email'],
      searchFields: [{ path: 'name' }, { path: 'verified' }, { path: 'birthDate' }, { path: 'areas' }],
      expands: ['intro']
    })
  })

  it('indexes the fields people search and sort by (R-SCH-03)', () => {
    const indexed = (name: string, field: string) =>
      answer.schemas[name].fields.find((f) => f.name === field)?.params?.index
    expect(indexed('teachers', 'name')).toBe('text')
    expect(indexed('teachers', 'email')).toBe('text')
    for (const [name, field] of [
      ['teachers', 'area'],
      ['teachers', 'hourlyRate'],
      ['teachers', 'status'],
      ['findTeachers', 'status'],
      ['findTeachers', 'matchedTeacher'],
      ['lessons', 'subject'],
      ['lessons', 'startTime'],
      ['news', 'date']
    ])
      expect(indexed(name, field), `${name}.${field}`).toBe(true)
    expect(answer.schemas.teachers.indexes).toContainEqual(['status', 'area', 'hourlyRate'])
  })
})

describe('the catalogue lists itself (R-DOM-52)', () => {
  const definition = () => answer.schemas.schemas

  it('describes a collection definition: every key of every collection and of its fields is a field of schemas', () => {
    const keys = new Set(definition().fields.map((field) => field.name))
    const fieldKeys = new Set(
      definition()
        .fields.find((field) => field.name === 'fields')
        ?.params?.fields?.map((field) => field.name)
    )
    expect(fieldKeys).toEqual(new Set(['name', 'type', 'params']))
    for (const collection of Object.values(answer.schemas)) {
      for (const key of Object.keys(collection)) expect(keys.has(key), `${collection.name}.${key}`).toBe(true)
      for (const field of collection.fields)
        for (const key of Object.keys(field))
          expect(fieldKeys.has(key), `${collection.name}.${field.name}.${key}`).toBe(true)
    }
    const type = definition().fields.find((field) => field.name === 'fields')?.params?.fields?.[1]
    expect(type?.params?.enum).toBe('fieldType')
    expect(answer.enums?.fieldType?.values).toEqual([...FIELD_TYPES])
  })

  it('is read-only, has no page and no table, and answers one definition by name', async () => {
    expect(definition().params).toEqual({ services: { admin: { path: 'schemas', paginate: false } } })
    expect(definition().fields.every((field) => field.params?.readOnly)).toBe(true)
    expect(await server.app.get('knex').schema.hasTable('schemas')).toBe(false)
    const one = await server.request('GET', '/api/schemas/teachers')
    expect(one.status).toBe(200)
    expect(one.body).toEqual(answer.schemas.teachers)
    expect((await server.request('GET', '/api/schemas/schemas')).body).toEqual(definition())
    expect((await server.request('GET', '/api/schemas/noSuchCollection')).status).toBe(404)
    for (const [method, path] of [
      ['POST', '/api/schemas'],
      ['PATCH', '/api/schemas/teachers'],
      ['PUT', '/api/schemas/teachers'],
      ['DELETE', '/api/schemas/teachers']
    ])
      expect((await server.request(method, path, { name: 'x' })).status, `${method} ${path}`).toBe(405)
    expect((await server.client(null).request('GET', '/api/schemas')).status).toBe(401)
  })
})
