import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { actors, findCall, getCall, removeCall } from './call-builders'
import { FuzzTarget, type Call } from './fuzz-target'
import { hostileIdText, hostileSocketId } from './hostile-ids'
import { hostileKey, hostileScalar, hostileShape, ownObject } from './hostile-values'

/**
 * Hostile finds of the change journal and the trash, and hostile bodies of restores and undos, over
 * REST and the socket, as an editor and the admin: 2xx or 4xx (Feathers JSON), never 500, crash or
 * freeze; and a refused bulk delete with a hostile `$batch` removes nothing.
 */
let target: FuzzTarget
/** Ids the cases may name: real changes, trash entries, records and batches, so that bodies meet data. */
let known: { changes: string[]; trash: string[]; batches: string[]; teachers: string[] }
const minute = 120_000

beforeAll(async () => {
  target = await FuzzTarget.start()
  const { server } = target
  const teachers = target.idsOf('teachers')
  // Some removals (one, and a batch of two) so that the trash and the batches hold something.
  await server.request('DELETE', `/api/teachers/${teachers[0]}`)
  await server.request('DELETE', `/api/teachers?_id[$in]=${teachers[1]}&_id[$in]=${teachers[2]}`)
  const changes = (await server.request('GET', '/api/changes?$limit=200')).body.data
  const trash = (await server.request('GET', '/api/trash?$limit=50')).body.data
  known = {
    changes: changes.map((change: { _id: string }) => change._id),
    trash: trash.map((entry: { _id: string }) => entry._id),
    batches: [
      ...new Set<string>(changes.map((change: { batch: string | null }) => change.batch).filter(Boolean))
    ],
    teachers: teachers.slice(3)
  }
}, minute)
afterAll(async () => {
  if (target) console.info(`fuzz journal: ${target.summary()}`)
  await target?.stop()
})

const JOURNAL_KEYS = [
  'collection',
  'recordId',
  'user',
  'batch',
  'action',
  'via',
  'at',
  'removedAt',
  'removedBy'
]
const CONTROLS = ['$limit', '$skip', '$sort', '$search', '$select', '$populate']

/** A find query of the journal or the trash: known keys and controls with hostile values, and hostile keys. */
const journalQuery = () =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          { arbitrary: fc.constantFrom(...JOURNAL_KEYS, ...CONTROLS), weight: 5 },
          { arbitrary: hostileKey, weight: 1 }
        ),
        fc.oneof(
          { arbitrary: hostileScalar(), weight: 3 },
          {
            arbitrary: fc.constantFrom('teachers', 'users', 'create', 'import', ...known.batches),
            weight: 2
          },
          { arbitrary: hostileShape(), weight: 2 }
        )
      ),
      { maxLength: 5 }
    )
    .map(ownObject)

/** A value of a restore or an undo: a real id now and then, else anything. */
const idLike = () =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...known.changes, ...known.trash, ...known.batches), weight: 3 },
    { arbitrary: hostileIdText, weight: 2 },
    { arbitrary: hostileScalar(), weight: 1 }
  )

const body = () =>
  fc.oneof(
    {
      arbitrary: fc.record(
        {
          change: idLike(),
          trash: idLike(),
          batch: idLike(),
          fields: hostileShape(),
          before: hostileScalar(),
          force: hostileScalar()
        },
        { requiredKeys: [] }
      ),
      weight: 4
    },
    { arbitrary: hostileShape(), weight: 1 }
  )

describe('fuzz: the change journal, the trash, restores and undos', () => {
  it(
    'finds and gets of /api/changes and /api/trash with hostile queries and ids',
    async () => {
      const calls: fc.Arbitrary<Call> = fc
        .tuple(
          actors,
          fc.boolean(),
          fc.constantFrom('changes', 'trash'),
          fc.boolean(),
          journalQuery(),
          idLike()
        )
        .map(([actor, overSocket, service, get, query, id]) =>
          get ? getCall(actor, overSocket, service, id, query) : findCall(actor, overSocket, service, query)
        )
      await target.expectNoFindings(await target.fuzz('journal-reads', calls, 300))
    },
    minute
  )

  it(
    'restores, undos and trash removals with hostile bodies',
    async () => {
      const calls: fc.Arbitrary<Call> = fc
        .tuple(actors, fc.boolean(), fc.constantFrom('restore', 'undo', 'trash'), body(), hostileSocketId)
        .map(([actor, overSocket, service, data, id]): Call => {
          if (service === 'trash') return removeCall(actor, overSocket, 'trash', id, data)
          return overSocket
            ? { transport: 'socket', actor, method: 'create', path: service, args: [data] }
            : { transport: 'rest', actor, method: 'POST', path: `/api/${service}`, json: data }
        })
      await target.expectNoFindings(await target.fuzz('journal-writes', calls, 300))
    },
    minute
  )

  it(
    'bulk deletes with a hostile $batch: refused ones remove nothing',
    async () => {
      const calls: fc.Arbitrary<Call> = fc
        .tuple(
          actors,
          fc.boolean(),
          fc.constantFrom(...known.teachers),
          fc.oneof(hostileScalar(), hostileShape(), idLike())
        )
        .map(([actor, overSocket, id, batch]) => ({
          ...removeCall(actor, overSocket, 'teachers', null, { _id: id, $batch: batch }),
          writes: 'teachers'
        }))
      await target.expectNoFindings(await target.fuzz('journal-batches', calls, 150))
    },
    minute
  )
})
