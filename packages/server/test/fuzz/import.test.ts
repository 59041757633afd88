import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { actors } from './call-builders'
import { FuzzTarget, type Call, type Inspect } from './fuzz-target'
import { csvFileOf, strangeFileOf, xlsxFileOf, type UploadFile } from './import-files'
import { formBody, type Part } from './multipart'

/**
 * Hostile uploads to `POST /api/import/{collection}` (C14, R-IO-05/06): malformed multipart bodies,
 * files that are not what they say, hostile cells and bombs. Each answers 2xx or 4xx (Feathers JSON),
 * the process lives, a refusal writes nothing, and a report's counts add up to what was written.
 */
let target: FuzzTarget
const columns = new Map<string, string[]>()
const minute = 120_000
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

beforeAll(async () => {
  target = await FuzzTarget.start()
  // The columns an export writes are the ones an import reads.
  for (const collection of target.collections) {
    const answer = await target.server.request('GET', `/api/export/${collection.name}?format=csv`)
    const header = typeof answer.body === 'string' ? answer.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0] : ''
    columns.set(
      collection.name,
      header ? header.split(',') : ['_id', ...collection.fields.map((field) => field.name)]
    )
  }
}, minute)
afterAll(async () => {
  if (target) console.info(`fuzz import: ${target.summary()}`)
  await target?.stop()
})

/** Collections to import into: teachers (the collection of the issue) most often. */
const collectionNames = () =>
  fc.oneof(
    { arbitrary: fc.constant('teachers'), weight: 3 },
    { arbitrary: fc.constantFrom(...target.collections.map((collection) => collection.name)), weight: 2 }
  )

const filename = fc.constantFrom<string | undefined>(
  'teachers.csv',
  'teachers.xlsx',
  'a.CSV',
  'a.txt',
  '',
  undefined,
  '../../escape.csv',
  'a\u0000.csv',
  '😀.csv',
  `${'x'.repeat(300)}.csv`,
  'a.csv.xlsx'
)
const partType = fc.constantFrom<string | undefined>(
  'text/csv',
  XLSX,
  'application/octet-stream',
  undefined,
  'garbage',
  'multipart/mixed'
)
const dryRun = fc.oneof(
  { arbitrary: fc.constant(['true']), weight: 6 },
  { arbitrary: fc.constant(['false']), weight: 2 },
  { arbitrary: fc.constantFrom(['TRUE'], [''], ['true', 'false'], [], ['x'.repeat(5000)]), weight: 1 }
)

/** How the body around the file is broken, if at all. */
const FORMS = [
  'well formed',
  'well formed',
  'well formed',
  'no closing boundary',
  'cut short',
  'other boundary declared',
  'no boundary declared',
  'long boundary',
  'bare LF line ends',
  'no file part',
  'file part under another name',
  'two file parts',
  'many fields',
  'file sent as a field',
  'garbage part headers',
  'not multipart',
  'charset in content type'
] as const

interface Upload {
  form: (typeof FORMS)[number]
  file: UploadFile
  name?: string
  type?: string
  dry: readonly string[]
  cut: number
}

const uploadCall = (actor: Call['actor'], collection: string, upload: Upload): Call => {
  const { form, file, dry } = upload
  let boundary = '----fuzz-boundary-7d3'
  if (form === 'long boundary') boundary = 'b'.repeat(200)
  const filePart: Part = { name: 'file', filename: upload.name, type: upload.type, data: file.data }
  const parts: Part[] = dry.map((value) => ({ name: 'dryRun', data: value }))
  if (form === 'file part under another name') parts.push({ ...filePart, name: 'files' })
  else if (form === 'file sent as a field') parts.push({ name: 'file', data: file.data })
  else if (form === 'garbage part headers')
    parts.push({
      ...filePart,
      headers: 'Content-Disposition: form-data; name=file; filename\r\nX: \u00ff\u0000'
    })
  else if (form !== 'no file part') parts.push(filePart)
  if (form === 'two file parts') parts.push({ ...filePart, filename: 'second.csv' })
  if (form === 'many fields')
    for (let index = 0; index < 30; index++) parts.push({ name: `f${index}`, data: 'x' })
  let body =
    form === 'not multipart'
      ? file.data
      : formBody(parts, {
          boundary,
          unclosed: form === 'no closing boundary',
          lineEnd: form === 'bare LF line ends' ? '\n' : '\r\n'
        })
  if (form === 'cut short') body = body.subarray(0, Math.floor(body.length * upload.cut))
  const declared =
    form === 'other boundary declared'
      ? 'multipart/form-data; boundary=another-boundary'
      : form === 'no boundary declared'
        ? 'multipart/form-data'
        : form === 'not multipart'
          ? 'text/csv'
          : form === 'charset in content type'
            ? `multipart/form-data; boundary=${boundary}; charset=utf-16`
            : `multipart/form-data; boundary=${boundary}`
  return {
    transport: 'rest',
    actor,
    method: 'POST',
    path: `/api/import/${collection}`,
    headers: { 'content-type': declared },
    body,
    writes: collection
  }
}

/** A 2xx is a report (R-IO-05) whose counts add up, and the table grew by exactly what it says was created. */
const reportAddsUp: Inspect = async (call, outcome, before) => {
  if (outcome.status < 200 || outcome.status >= 300 || !call.writes) return undefined
  const report = outcome.body
  if (typeof report !== 'object' || report === null || typeof report.total !== 'number')
    return `import answered ${outcome.status} without a report`
  if (report.created + report.updated + report.failed !== report.total)
    return 'import report: created + updated + failed differs from total'
  const after = await target.count(call.writes)
  const expected = report.dryRun ? 0 : report.created
  if (before !== undefined && after !== undefined && after - before !== expected)
    return `import ${report.dryRun ? '(dry run) ' : ''}changed the row count by ${after - before}, its report says ${expected}`
  return undefined
}

/** The file's own name and type most of the time, so that it gets read; any other now and then. */
const labelOf = (file: UploadFile) =>
  fc.oneof(
    {
      arbitrary: fc.constant(
        file.kind.startsWith('csv') ? ['teachers.csv', 'text/csv'] : ['teachers.xlsx', XLSX]
      ),
      weight: 4
    },
    { arbitrary: fc.tuple(filename, partType), weight: 1 }
  )

const uploads = (files: (collection: string) => fc.Arbitrary<UploadFile>, forms: readonly Upload['form'][]) =>
  collectionNames().chain((collection) =>
    fc
      .record({
        actor: actors,
        form: fc.constantFrom(...forms),
        file: files(collection),
        dry: dryRun,
        cut: fc.double({ min: 0.05, max: 0.95, noNaN: true })
      })
      .chain((upload) => labelOf(upload.file).map(([name, type]) => ({ ...upload, name, type })))
      .map(({ actor, ...upload }) => uploadCall(actor, collection, upload))
  )

const columnsOf = (collection: string) => columns.get(collection) ?? ['name']

describe('hostile imports (C14, R-IO-05/06, issue "one request kills the process")', () => {
  it(
    'multipart bodies cut short, without their closing boundary, with the wrong boundary or odd parts',
    async () => {
      const files = (collection: string) =>
        fc.oneof(csvFileOf(columnsOf(collection)), xlsxFileOf(columnsOf(collection)))
      await target.expectNoFindings(
        await target.fuzz('import-forms', uploads(files, FORMS), 150, reportAddsUp)
      )
    },
    minute
  )

  it(
    'CSV files with hostile cells, headers, quoting and bytes',
    async () => {
      const files = (collection: string) => csvFileOf(columnsOf(collection))
      await target.expectNoFindings(
        await target.fuzz('import-csv', uploads(files, ['well formed']), 150, reportAddsUp)
      )
    },
    minute
  )

  it(
    'xlsx workbooks with hostile cells and cell kinds',
    async () => {
      const files = (collection: string) => xlsxFileOf(columnsOf(collection))
      await target.expectNoFindings(
        await target.fuzz('import-xlsx', uploads(files, ['well formed']), 120, reportAddsUp)
      )
    },
    minute
  )

  it(
    'files that only look like workbooks, and zip bombs',
    async () => {
      await target.expectNoFindings(
        await target.fuzz(
          'import-strange',
          uploads(() => strangeFileOf, ['well formed']),
          40,
          reportAddsUp
        )
      )
    },
    minute
  )
})
