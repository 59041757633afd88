import { allFields, LANGS, validateRecord, type FieldDef } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../catalogue'
import { buildDemoData } from './demo-data'

const catalogue = loadCatalogue()
const NOW = new Date('2025-03-03T04:00:00.000Z')
const data = buildDemoData(NOW)
const WEEK = 7 * 24 * 3600 * 1000

const refFields = (fields: FieldDef[]) => fields.filter((field) => field.params?.ref)

describe('demo data (C5)', () => {
  it('passes the server validation of a create, record by record (R-ED-08)', () => {
    for (const [name, records] of data) {
      const collection = catalogue.collection(name)
      for (const [index, record] of records.entries()) {
        const { _id, created, ...body } = record
        expect(
          () => validateRecord(collection.fields, body, 'create', catalogue.enums),
          `${name}[${index}]`
        ).not.toThrow()
        expect(typeof _id).toBe('string')
        expect(Date.parse(created as string)).toBeLessThanOrEqual(NOW.getTime())
      }
    }
  })

  it('refers only to records that come earlier in the data set', () => {
    const seen = new Map<string, Set<string>>()
    for (const [name, records] of data) {
      const collection = catalogue.collection(name)
      for (const field of refFields(collection.fields)) {
        const ref = field.params!.ref!
        if (ref === 'attachments') continue
        const targets = name === ref ? new Set(records.map((r) => r._id as string)) : seen.get(ref)
        for (const record of records) {
          const value = record[field.name]
          for (const id of Array.isArray(value) ? value : value === undefined ? [] : [value])
            expect(targets?.has(id as string), `${name}.${field.name} -> ${ref}`).toBe(true)
        }
      }
      seen.set(name, new Set(records.map((record) => record._id as string)))
    }
  })

  it('is the same for the same moment, with unique time-ordered ids', () => {
    expect(buildDemoData(NOW)).toEqual(data)
    const ids = [...data.values()].flat().map((record) => record._id as string)
    expect(new Set(ids).size).toBe(ids.length)
    for (const [name, records] of data) {
      const byId = [...records].sort((a, b) => ((a._id as string) < (b._id as string) ? -1 : 1))
      const created = byId.map((record) => Date.parse(record.created as string))
      expect(created, `${name}: _id order is created order`).toEqual([...created].sort((a, b) => a - b))
    }
  })

  it('gives translatable text in Traditional Chinese, Simplified Chinese and English', () => {
    for (const [name, records] of data) {
      const translatable = allFields(catalogue.collection(name).fields).filter(
        (field) => field.params?.translate
      )
      for (const field of translatable)
        for (const record of records) {
          const value = record[field.name] as Record<string, string> | undefined
          if (value === undefined) continue
          for (const lang of LANGS) expect(value[lang], `${name}.${field.name}.${lang}`).toBeTruthy()
        }
    }
    const chs = (data.get('regAreas')![1].name as Record<string, string>).chs
    expect(chs).toBe('湾仔区')
  })

  it('spreads new tutors and requests over the last twelve weeks (dashboard charts)', () => {
    for (const name of ['teachers', 'findTeachers']) {
      const weeks = new Set(
        data
          .get(name)!
          .map((record) => Math.floor((NOW.getTime() - Date.parse(record.created as string)) / WEEK))
      )
      expect(weeks.size, name).toBeGreaterThanOrEqual(10)
      expect(Math.max(...weeks), name).toBeLessThan(12)
    }
  })

  it('has a few hundred tutors, requests in every status, and lessons with joins', () => {
    expect(data.get('teachers')!.length).toBeGreaterThanOrEqual(200)
    const requests = data.get('findTeachers')!
    expect(new Set(requests.map((request) => request.status))).toEqual(new Set(['open', 'matched', 'closed']))
    for (const request of requests) expect(Boolean(request.matchedTeacher)).toBe(request.status === 'matched')
    expect(data.get('lessonJoins')!.length).toBeGreaterThan(data.get('lessons')!.length)
    for (const name of [
      'news',
      'learningNews',
      'ads',
      'campaigns',
      'products',
      'events',
      'reviews',
      'questions',
      'termsOfUse',
      'privacyPolicies',
      'contacts',
      'appUsers'
    ])
      expect(data.get(name)?.length, name).toBeGreaterThan(0)
  })
})
