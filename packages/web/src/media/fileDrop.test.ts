import { describe, expect, it } from 'vitest'
import { filesOfType, isFileDrag } from './fileDrop'

describe('file drops (R-MED-04, R-WID-07)', () => {
  it('counts only drags that carry files', () => {
    expect(isFileDrag({ types: ['Files'] })).toBe(true)
    expect(isFileDrag({ types: ['text/plain', 'text/uri-list'] })).toBe(false)
    expect(isFileDrag(null)).toBe(false)
  })

  it('keeps the images among dropped files for the uploader, every file for the library', () => {
    const png = new File(['x'], 'a.png', { type: 'image/png' })
    const txt = new File(['x'], 'a.txt', { type: 'text/plain' })
    expect(filesOfType([png, txt], 'image/')).toEqual([png])
    expect(filesOfType([png, txt])).toEqual([png, txt])
  })
})
