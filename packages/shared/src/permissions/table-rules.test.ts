import { describe, expect, it } from 'vitest'
import type { EditorSettings } from '../catalogue/catalogue.types'
import { tableRules } from './table-rules'

const editor = { role: 'editor', status: 'active' }
const admin = { role: 'admin', status: 'active' }

describe('table rules without roles (R-ROLE-05)', () => {
  it('lets the route flags alone decide', () => {
    expect(tableRules(editor, {})).toEqual({
      role: 'editor',
      read: true,
      write: true,
      import: true,
      export: true,
      create: true,
      patch: true,
      remove: true
    })
    expect(tableRules(editor, { create: false, export: false })).toMatchObject({
      create: false,
      export: false,
      patch: true,
      import: true
    })
  })

  it('turns every write off on a readOnly route, keeping read and export (R-ROLE-08)', () => {
    expect(tableRules(admin, { readOnly: true })).toEqual({
      role: 'admin',
      read: true,
      write: false,
      import: false,
      export: true,
      create: false,
      patch: false,
      remove: false
    })
  })
})

describe('truth table of actions (R-ROLE-06)', () => {
  const settingsFor = (flag: boolean): EditorSettings => ({
    import: flag,
    export: flag,
    create: flag,
    patch: flag,
    remove: flag
  })
  const cases: Array<[boolean, boolean, boolean]> = []
  for (const read of [true, false])
    for (const write of [true, false]) for (const flag of [true, false]) cases.push([read, write, flag])

  it.each(cases)('read=%s write=%s flag=%s', (read, write, flag) => {
    const rules = tableRules(editor, { ...settingsFor(flag), roles: [{ role: 'editor', read, write }] })
    expect(rules.read).toBe(read)
    expect(rules.export).toBe(read && flag)
    for (const action of ['import', 'create', 'patch', 'remove'] as const)
      expect(rules[action], action).toBe(write && flag)
  })
})

describe('configured roles (R-ROLE-07)', () => {
  const settings: EditorSettings = { roles: ['admin', { role: 'editor', read: true, write: false }] }

  it("gives role 'none' with neither read nor write when no role matches", () => {
    expect(tableRules({ role: 'guest' }, settings)).toEqual({
      role: 'none',
      read: false,
      write: false,
      import: false,
      export: false,
      create: false,
      patch: false,
      remove: false
    })
    expect(tableRules(undefined, settings).role).toBe('none')
  })

  it('combines several matching roles by OR', () => {
    const both = tableRules({ roles: ['editor', 'admin'] }, settings)
    expect(both).toMatchObject({ role: 'admin,editor', read: true, write: true, create: true })
    const readOnly = tableRules(editor, settings)
    expect(readOnly).toMatchObject({ role: 'editor', read: true, write: false, export: true, create: false })
    const split = tableRules(
      { roles: ['a', 'b'] },
      {
        roles: [
          { role: 'a', write: false },
          { role: 'b', read: false }
        ]
      }
    )
    expect(split).toMatchObject({ read: true, write: true })
  })
})

describe('the read-only role (issue "Integrations": API tokens)', () => {
  const reader = { role: 'reader', status: 'active' }

  it('reads every page an editor reads, and writes none', () => {
    expect(tableRules(reader, {})).toMatchObject({ role: 'reader', read: true, write: false, export: true })
    for (const action of ['import', 'create', 'patch', 'remove'] as const)
      expect(tableRules(reader, {})[action]).toBe(false)
    const editorReads: EditorSettings = { roles: ['admin', { role: 'editor', read: true, write: false }] }
    expect(tableRules(reader, editorReads)).toMatchObject({ role: 'reader', read: true, write: false })
  })

  it('reads nothing an editor may not read', () => {
    expect(tableRules(reader, { roles: ['admin'] })).toMatchObject({ role: 'none', read: false })
    expect(tableRules(reader, { roles: ['admin', { role: 'editor', read: false }] }).read).toBe(false)
  })

  it('adds nothing to a role that writes', () => {
    expect(tableRules({ roles: ['editor', 'reader'] }, {})).toMatchObject({ write: true, create: true })
  })
})
