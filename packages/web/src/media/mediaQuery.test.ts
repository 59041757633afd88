import { describe, expect, it } from 'vitest'
import { matchesFileType, mediaPageQuery, mimeFilter } from './mediaQuery'

describe('the media library query (R-MED-02, C16)', () => {
  it('pages 40 attachments newest first, images by default', () => {
    expect(mediaPageQuery({})).toEqual({
      mime: { $regex: '^image/' },
      $sort: { date: -1 },
      $limit: 40,
      $skip: 0
    })
    expect(mediaPageQuery({ page: 3 }).$skip).toBe(80)
  })

  it('searches names and reads the field type', () => {
    expect(mediaPageQuery({ fileType: 'video/*', search: '  cover ' })).toMatchObject({
      mime: { $regex: '^video/' },
      name: { $contains: 'cover' }
    })
  })

  it('turns MIME patterns into one regular expression', () => {
    expect(mimeFilter('image/png')).toEqual({ $regex: '^image/png$' })
    expect(mimeFilter('image/*, video/*')).toEqual({ $regex: '^(image/|video/)' })
    expect(mimeFilter('application/vnd.ms-excel')).toEqual({ $regex: '^application/vnd\\.ms-excel$' })
    expect(mimeFilter('*/*')).toBeUndefined()
    expect(mimeFilter('')).toBeUndefined()
  })

  it('matches a file type as the file input does', () => {
    expect(matchesFileType('image/png')).toBe(true)
    expect(matchesFileType('text/plain')).toBe(false)
    expect(matchesFileType('text/plain', '*/*')).toBe(true)
  })
})
