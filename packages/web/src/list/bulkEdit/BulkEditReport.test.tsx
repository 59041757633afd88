import { render, screen } from '@testing-library/react'
import type { BulkEditJob } from '@tutor-admin/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../i18n/i18n'
import { BulkEditReport } from './BulkEditReport'

const state: BulkEditJob = {
  job: 'j1',
  batch: 'j1',
  collection: 'teachers',
  phase: 'done',
  total: 5,
  done: 5,
  changed: 2,
  unchanged: 1,
  refused: 2,
  refusals: [
    { recordId: 'r1', message: 'changed since', problem: { code: 'editConflict' } },
    { recordId: 'r2', field: 'keywords', message: 'has too many items', problem: { code: 'tooMany', max: 3 } }
  ],
  asOf: '2026-01-01T00:00:00.000Z'
}

describe('the report of a bulk edit', () => {
  beforeAll(() => initI18n('en'))

  it('counts what changed and says why each refused record was left, in the language', () => {
    render(<BulkEditReport state={state} fieldName={(name) => (name === 'keywords' ? 'Keywords' : name)} />)
    expect(screen.getByTestId('bulk-edit-changed').textContent).toBe('Changed2')
    expect(screen.getByTestId('bulk-edit-unchanged').textContent).toBe('Already so1')
    expect(screen.getByTestId('bulk-edit-refused').textContent).toBe('Not changed2')
    const rows = screen.getAllByTestId('bulk-edit-refusal')
    expect(rows.map((row) => row.getAttribute('data-id'))).toEqual(['r1', 'r2'])
    expect(rows[0].textContent).toContain('Changed by someone else meanwhile: left as they saved it')
    expect(rows[1].textContent).toContain('Keywords')
  })
})
