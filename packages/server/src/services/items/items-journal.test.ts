import { describe, expect, it } from 'vitest'
import type { TableModel } from '../../db/schema/table-model'
import { fieldChanges } from '../../journal/field-changes'
import type { Journal, JournalEntry } from '../../journal/journal'
import { journalCreated } from './items-journal'

const column = (name: string, hidden = false) =>
  [
    name,
    { name, kind: 'text', field: { name, type: 'string', ...(hidden ? { params: { hidden } } : {}) } }
  ] as const

const MODEL = {
  table: 'accounts',
  columns: new Map([column('_id'), column('name'), column('email'), column('password', true)]),
  textIndexed: new Set(),
  indexes: [],
  unique: []
} as unknown as TableModel

/** A journal that keeps what it was given to record. */
const keeping = () => {
  const kept: JournalEntry[][] = []
  const journal = { record: async (...args: unknown[]) => void kept.push(args[5] as JournalEntry[]) }
  return { kept, journal: journal as unknown as Journal }
}

/** A record that counts the reads of its fields. */
const counted = (record: Record<string, unknown>) => {
  const reads = new Map<string, number>()
  const proxy = new Proxy(record, {
    get: (target, key) => {
      if (typeof key === 'string') reads.set(key, (reads.get(key) ?? 0) + 1)
      return target[key as string]
    }
  })
  return { proxy, reads }
}

describe('the journal of created records', () => {
  it('keeps only the hidden fields’ marks, and makes the diff listeners hear only when read', async () => {
    const { kept, journal } = keeping()
    const record = {
      _id: 'a1',
      modified: '2026-12-04T00:00:00.000Z',
      name: 'Ann',
      email: 'a@x.hk',
      password: 'hash'
    }
    const { proxy, reads } = counted(record)
    await journalCreated(journal, {} as never, 'accounts', MODEL, { via: 'import' }, [proxy])
    const [entry] = kept[0]
    expect(entry.recordId).toBe('a1')
    expect(entry.stored).toEqual({ password: { hidden: true } })
    // Nothing of the values was read to journal them.
    expect(reads.get('name')).toBeUndefined()
    expect(entry.diff).toEqual(fieldChanges(MODEL, {}, record))
    expect(entry.diff).toEqual({
      name: { old: null, new: 'Ann' },
      email: { old: null, new: 'a@x.hk' },
      password: { hidden: true }
    })
    expect(reads.get('name')).toBe(1)
    // Made once.
    expect(entry.diff).toBe(entry.diff)
  })

  it('keeps no mark of a hidden field left empty, and every value of a restore', async () => {
    const { kept, journal } = keeping()
    const record = { _id: 'a2', modified: '2026-12-04T00:00:00.000Z', name: 'Bo', password: null }
    await journalCreated(journal, {} as never, 'accounts', MODEL, { via: 'import' }, [record])
    expect(kept[0][0].stored).toEqual({})
    await journalCreated(journal, {} as never, 'accounts', MODEL, { via: 'console', action: 'restore' }, [
      record
    ])
    expect(kept[1][0].stored).toBeUndefined()
    expect(kept[1][0].diff).toEqual({ name: { old: null, new: 'Bo' } })
  })
})
