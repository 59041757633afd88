import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database'
import { createKnex } from '../db/connection'
import { getDialect } from '../db/dialects'
import { newId } from '../db/ids'
import { SchemaState } from '../db/schema/schema-state'
import { CHANGES_TABLE, syncJournalTables } from '../db/schema/journal-tables'
import { areAlike } from './alike-changes'
import { Journal } from './journal'

let db: TestDatabase
let knex: Knex

beforeAll(async () => {
  db = await createTestDatabase()
  knex = createKnex(db)
  await syncJournalTables(await SchemaState.read(knex, getDialect(knex)))
})
afterAll(async () => {
  await knex?.destroy()
  await db?.drop()
})

const journalOf = async (batch: string) => knex(CHANGES_TABLE).where({ batch }).orderBy('_id').select()

describe('many created records journaled alike (R-AUD, issue 38)', () => {
  const source = { user: 'u1', via: 'import' as const }
  const at = '2026-12-05T01:02:03.000Z'

  it('writes one row per record, in their order, as the row-by-row path writes them', async () => {
    const journal = new Journal(getDialect(knex))
    const ids = Array.from({ length: 150 }, () => newId())
    // Created records keep no values in the journal (`hiddenMarks`: none here).
    const entries = ids.map((recordId) => ({ recordId, diff: { name: { old: null, new: 'x' } }, stored: {} }))
    expect(areAlike('sqlite', entries)).toBe(true)
    const alike = newId()
    await knex.transaction((trx) =>
      journal.record(trx, 'teachers', { ...source, batch: alike }, 'create', at, entries)
    )
    // One entry that keeps a hidden mark: written row by row.
    const apart = newId()
    const marked = [
      ...entries.slice(0, 149),
      { recordId: ids[149], diff: {}, stored: { password: { hidden: true as const } } }
    ]
    expect(areAlike('sqlite', marked)).toBe(false)
    await knex.transaction((trx) =>
      journal.record(trx, 'teachers', { ...source, batch: apart }, 'create', at, marked)
    )

    const [fast, slow] = [await journalOf(alike), await journalOf(apart)]
    expect(fast.map((row) => row.recordId)).toEqual(ids)
    expect(new Set(fast.map((row) => row._id)).size).toBe(150)
    const shared = (row: Record<string, unknown>) => {
      const { _id, batch: _batch, ...rest } = row
      return rest
    }
    expect(fast.map(shared)).toEqual(
      slow
        .slice(0, 149)
        .map(shared)
        .concat([{ ...shared(slow[0]), recordId: ids[149] }])
    )
    expect(fast[0]).toMatchObject({
      collection: 'teachers',
      action: 'create',
      diff: '{}',
      user: 'u1',
      at,
      via: 'import'
    })
  })

  it('is not for few entries, entries of their own time, or PostgreSQL, which writes beside the server', () => {
    const entry = { recordId: 'r', stored: {} }
    expect(areAlike('sqlite', Array(99).fill(entry))).toBe(false)
    expect(areAlike('sqlite', [...Array(99).fill(entry), { ...entry, at }])).toBe(false)
    expect(areAlike('sqlite', Array(100).fill({ recordId: 'r' }))).toBe(false)
    expect(areAlike('postgres', Array(100).fill(entry))).toBe(false)
  })
})
