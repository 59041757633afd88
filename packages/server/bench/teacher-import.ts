import { stringify } from 'csv-stringify/sync'
import { seededRandom, teacherRecord, type Random } from './teacher-data'
import { timedFetch } from './timing'

/** A server to import into: its address and the signed-in headers. */
export interface ImportTarget {
  base: string
  headers: Record<string, string>
}

/** A teacher as the console's form sends it: without the system fields. */
export const teacherBody = (random: Random, index: number, areas: string[]) => {
  const body: Record<string, unknown> = teacherRecord(random, index, 1, areas)
  for (const key of ['_id', 'created', 'modified', 'modifiedBy']) delete body[key]
  return body
}

const CSV_COLUMNS = [
  'name',
  'email',
  'phone',
  'area',
  'keywords',
  'hourlyRate',
  'experienceYears',
  'status',
  'verified'
]

/**
 * The `rows` teachers of import file `file`, with the fields its CSV carries (absent ones null):
 * every email new (prefixed with the file and row), so that no other file's rows are found again.
 */
export const importedTeachers = (rows: number, areas: string[], file: number) => {
  const random = seededRandom(7 + file)
  return Array.from({ length: rows }, (_, index) => {
    const teacher = teacherBody(random, index, areas)
    teacher.email = `f${file}.r${index}.${String(teacher.email ?? 'teacher@example.com')}`
    return Object.fromEntries(CSV_COLUMNS.map((column) => [column, teacher[column] ?? null]))
  })
}

/**
 * The CSV of `rows` teachers no import has written yet (no `_id`, every email new: every row a
 * create), as an export would write them; `file` numbers the files. With `rateFrom`, the
 * teachers of that file again with other hourly rates: every row updates one found by its email.
 */
export const teachersCsv = (rows: number, areas: string[], file: number, rateFrom?: number) => {
  const lines = importedTeachers(rows, areas, file).map((teacher, index) => {
    if (rateFrom !== undefined) teacher.hourlyRate = rateFrom + (index % 500)
    return CSV_COLUMNS.map((column) =>
      column === 'keywords' ? JSON.stringify(teacher.keywords) : (teacher[column] ?? '')
    )
  })
  return stringify([CSV_COLUMNS, ...lines])
}

/**
 * Imports a CSV file, its rows all creates or (`update`) all updates of teachers found by their
 * email; answers the time from sending to the report.
 */
export const importFile = async (target: ImportTarget, csv: string, update: boolean) => {
  const form = new FormData()
  form.set('dryRun', 'false')
  if (update) form.set('options', JSON.stringify({ matchBy: 'email' }))
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'teachers.csv')
  const { authorization } = target.headers
  const answer = await timedFetch(
    `${target.base}/api/import/teachers`,
    { method: 'POST', headers: authorization ? { authorization } : {}, body: form },
    201
  )
  const { failed, created, updated } = answer.body
  if (failed) throw new Error(`the import refused ${failed} rows`)
  if ((update ? updated : created) !== answer.body.total)
    throw new Error(`the import created ${created} and updated ${updated} rows`)
  return answer
}
