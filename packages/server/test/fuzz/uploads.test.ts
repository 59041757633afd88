import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { actors, encodeLoose } from './call-builders'
import { FuzzTarget, type Call } from './fuzz-target'
import { hostileIdText } from './hostile-ids'
import { hostileText, PROTOTYPE_NAMES } from './hostile-values'
import { mediaFileOf, pngFile } from './media-files'
import { formBody, type Part } from './multipart'

/**
 * The media library's upload and file routes (C15, C17, R-MED-10..16) with hostile folders, forms,
 * files and ids: 2xx or 4xx (Feathers JSON), a live process, refused uploads that store nothing.
 */
let target: FuzzTarget
const uploaded: string[] = []
const minute = 120_000
const BOUNDARY = '----fuzz-media-boundary'

beforeAll(async () => {
  target = await FuzzTarget.start()
  const answer = await target.send({
    transport: 'rest',
    actor: 'admin',
    method: 'POST',
    path: '/api/attachments/upload/others',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: formBody([{ name: 'file', filename: 'seed.png', type: 'image/png', data: pngFile(8, 8) }], {
      boundary: BOUNDARY
    })
  })
  if (answer.status === 201 && answer.body?.info?._id) uploaded.push(answer.body.info._id)
}, minute)
afterAll(async () => {
  if (target) console.info(`fuzz uploads: ${target.summary()}`)
  await target?.stop()
})

const folder = fc.oneof(
  { arbitrary: fc.constantFrom('others', 'teachers', 'news', 'a-b_c'), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      ...PROTOTYPE_NAMES,
      '..',
      '.',
      '%2e%2e',
      '%2F',
      '%00',
      '-x',
      '_x',
      'x'.repeat(65),
      '%ED%A0%80'
    ),
    weight: 2
  },
  { arbitrary: hostileIdText.map(encodeLoose), weight: 1 }
)

const FORMS = [
  'well formed',
  'well formed',
  'well formed',
  'no closing boundary',
  'cut short',
  'no file part',
  'many files',
  'file sent as a field'
] as const

describe('hostile media uploads and file requests (C15, C17, R-MED-10..16)', () => {
  it(
    'uploads with hostile folders, alt texts and forms, of files that lie about what they are',
    async () => {
      const calls: fc.Arbitrary<Call> = fc
        .record({
          actor: actors,
          dir: folder,
          parent: fc.option(folder, { nil: undefined }),
          form: fc.constantFrom(...FORMS),
          file: mediaFileOf,
          alt: fc.option(
            fc.oneof(
              hostileText,
              fc.constantFrom(
                '{"en":"x","cht":"y"}',
                '{"__proto__":{"polluted":true}}',
                '[1,2]',
                '{"en":',
                '{"en":"\\u0000"}'
              )
            ),
            { nil: undefined }
          ),
          cut: fc.double({ min: 0.05, max: 0.95, noNaN: true })
        })
        .map(({ actor, dir, parent, form, file, alt, cut }) => {
          const filePart: Part = { name: 'file', filename: file.filename, type: file.type, data: file.data }
          const parts: Part[] = alt === undefined ? [] : [{ name: 'alt', data: alt }]
          if (form === 'file sent as a field') parts.push({ name: 'file', data: file.data })
          else if (form === 'many files') for (let index = 0; index < 25; index++) parts.push(filePart)
          else if (form !== 'no file part') parts.push(filePart)
          let body = formBody(parts, { boundary: BOUNDARY, unclosed: form === 'no closing boundary' })
          if (form === 'cut short') body = body.subarray(0, Math.floor(body.length * cut))
          return {
            transport: 'rest',
            actor,
            method: 'POST',
            path: `/api/attachments/upload/${dir}${parent === undefined ? '' : `/${parent}`}`,
            headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
            body,
            writes: 'attachments'
          }
        })
      await target.expectNoFindings(await target.fuzz('media-uploads', calls, 200))
    },
    minute
  )

  it(
    'file, size and thumbnail requests and file replacements with hostile ids, sizes and formats',
    async () => {
      const id = fc.oneof(
        { arbitrary: fc.constantFrom(...(uploaded.length ? uploaded : ['none'])), weight: 3 },
        { arbitrary: hostileIdText.map(encodeLoose), weight: 2 }
      )
      const size = fc.constantFrom(
        '',
        '.small',
        '.medium',
        '.large',
        '.exlarge',
        '.huge',
        '.__proto__',
        '.toString'
      )
      const ext = fc.constantFrom(
        'webp',
        'jpg',
        'png',
        'gif',
        'avif',
        'svg',
        'exe',
        'constructor',
        '',
        'x'.repeat(11)
      )
      const route = fc.oneof(
        fc.tuple(id, size, ext).map(([chosen, variant, format]) => ({
          method: 'GET',
          path: `/api/attachments/${chosen}${variant}.${format}`
        })),
        fc
          .tuple(id, ext)
          .map(([chosen, format]) => ({ method: 'GET', path: `/api/thumbs/${chosen}.${format}` })),
        id.map((chosen) => ({ method: 'GET', path: `/api/users/pic/${chosen}` })),
        fc
          .tuple(id, fc.constantFrom('GET', 'HEAD'))
          .map(([chosen, method]) => ({ method, path: `/api/attachments/${chosen}` })),
        // Removes only with ids that name nothing, so that the uploaded file stays for the other cases.
        hostileIdText.map((chosen) => ({
          method: 'DELETE',
          path: `/api/attachments/${encodeLoose(chosen)}`
        })),
        fc.tuple(id, mediaFileOf).map(([chosen, file]) => ({
          method: 'PUT',
          path: `/api/attachments/${chosen}/file`,
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: formBody([{ name: 'file', filename: file.filename, type: file.type, data: file.data }], {
            boundary: BOUNDARY
          })
        }))
      )
      const calls: fc.Arbitrary<Call> = fc
        .tuple(
          actors,
          route,
          fc.constantFrom<Record<string, string>>(
            {},
            { range: 'bytes=5-2' },
            { range: 'bytes=0-99999999999' },
            { 'if-none-match': '*' },
            { accept: 'image/avif' }
          )
        )
        .map(([actor, chosen, extra]) => ({
          transport: 'rest',
          actor,
          ...chosen,
          headers: { ...('headers' in chosen ? chosen.headers : {}), ...extra },
          plain: chosen.method === 'HEAD'
        }))
      await target.expectNoFindings(await target.fuzz('media-files', calls, 200))
    },
    minute
  )
})
