import { describe, expect, it } from 'vitest'
import { isPickable, startUpload, uploadDone, uploadFailed, uploadProgress } from './uploadItem'

const file = { name: 'cat.png', type: 'image/png', size: 1000 }

describe('an upload item (R-WID-06, R-MED-17, R-WID-04)', () => {
  it('starts not successful, not complete, at 0, and cannot be picked', () => {
    const item = startUpload(file, 'k1')
    expect(item).toMatchObject({ key: 'k1', name: 'cat.png', success: false, complete: false, progress: 0 })
    expect(isPickable(item)).toBe(false)
  })

  it('reports progress, then processing once every byte is sent', () => {
    const item = startUpload(file, 'k1')
    expect(uploadProgress(item, 250, 1000)).toMatchObject({ progress: 0.25, processing: false })
    expect(uploadProgress(item, 1000, 1000)).toMatchObject({ progress: 1, processing: true, complete: false })
    expect(isPickable(uploadProgress(item, 1000, 1000))).toBe(false)
  })

  it('ends done with the server info merged in, and can be picked', () => {
    const done = uploadDone(uploadProgress(startUpload(file, 'k1'), 500, 1000), {
      _id: 'a1',
      name: 'cat.png',
      mime: 'image/png',
      width: 10
    })
    expect(done).toMatchObject({
      key: 'k1',
      _id: 'a1',
      width: 10,
      progress: 1,
      success: true,
      complete: true
    })
    expect(isPickable(done)).toBe(true)
  })

  it('ends failed with its message, complete, and cannot be picked', () => {
    const failed = uploadFailed(startUpload(file, 'k1'), 'A file is larger than 1 MB')
    expect(failed).toMatchObject({ error: 'A file is larger than 1 MB', complete: true, success: false })
    expect(isPickable(failed)).toBe(false)
  })

  it('takes stored attachments as pickable', () => {
    expect(isPickable({ _id: 'a2', name: 'x' })).toBe(true)
    expect(isPickable({})).toBe(false)
  })
})
