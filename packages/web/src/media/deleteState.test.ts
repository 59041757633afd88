import { describe, expect, it } from 'vitest'
import { deleteState } from './deleteState'

const use = { collection: 'news', _id: 'n1', label: 'School starts', field: 'Cover', path: 'cover' }
const editor = { remove: true, forceRemove: false }
const admin = { remove: true, forceRemove: true }

describe('what the media library offers to delete a file (R-MED-06)', () => {
  it('waits for the uses before offering Delete, and says when they could not be loaded', () => {
    expect(deleteState(admin, { isError: false })).toEqual({ kind: 'waiting' })
    expect(deleteState(editor, { isError: true })).toEqual({ kind: 'failed' })
  })

  it('offers Delete for a file no record uses, to anyone with the right', () => {
    expect(deleteState(editor, { data: { uses: [] }, isError: false })).toEqual({ kind: 'free' })
    expect(
      deleteState({ remove: false, forceRemove: false }, { data: { uses: [] }, isError: false })
    ).toEqual({
      kind: 'none'
    })
  })

  it('forces the delete of a file in use for an administrator only; anyone else is told why not', () => {
    const usage = { data: { uses: [use] }, isError: false }
    expect(deleteState(admin, usage)).toEqual({ kind: 'forced', uses: [use] })
    expect(deleteState(editor, usage)).toEqual({ kind: 'blocked', uses: [use] })
  })
})
