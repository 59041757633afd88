import { hasTranslatableFields, type EnumDef, type SchemasAnswer } from '@tutor-admin/shared'
import type { DashboardSource } from './dashboardSources'

/** The collections the charts read: tutors, find-teacher requests and lessons. */
const TEACHERS = 'teachers'
const REQUESTS = 'findTeachers'
const LESSONS = 'lessons'

/** Which charts the dashboard draws for this user, and from which services. */
export interface ChartPlan {
  /** New records per week: collection key and service, one series each. */
  weekly: Array<{ key: string; service: string }>
  status?: { key: string; service: string; field: string; def: EnumDef }
  subjects?: { key: string; service: string; field: string; refService: string }
  /** Whether the user reads any collection with translatable text (the translation gaps chart). */
  translations: boolean
}

/** The charts of the collections the user may read (those among `sources`). */
export const chartPlan = (answer: SchemasAnswer, sources: DashboardSource[]): ChartPlan => {
  const service = (key: string) => sources.find((source) => source.key === key)?.service
  const fieldOf = (key: string, name: string) =>
    answer.schemas[key]?.fields.find((field) => field.name === name)
  const statusEnum = fieldOf(REQUESTS, 'status')?.params?.enum
  const def = statusEnum ? answer.enums?.[statusEnum] : undefined
  const subjectRef = fieldOf(LESSONS, 'subject')?.params?.ref
  const requests = service(REQUESTS)
  const lessons = service(LESSONS)
  return {
    weekly: [TEACHERS, REQUESTS].flatMap((key) => {
      const path = service(key)
      return path ? [{ key, service: path }] : []
    }),
    status: requests && def ? { key: REQUESTS, service: requests, field: 'status', def } : undefined,
    subjects:
      lessons && subjectRef
        ? { key: LESSONS, service: lessons, field: 'subject', refService: service(subjectRef) ?? subjectRef }
        : undefined,
    translations: sources.some((source) => {
      const schema = answer.schemas[source.key]
      return schema !== undefined && hasTranslatableFields(schema)
    })
  }
}
