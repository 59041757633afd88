import { describe, expect, it } from 'vitest'
import { fileUrl, fileVersion, imageSources, thumbUrl, uploadUrl } from './mediaUrls'
import { previewSlides } from './previewSlides'

describe('media URLs (C15, C17)', () => {
  it('names thumbnails, files and uploads', () => {
    expect(thumbUrl('a1')).toBe('/api/thumbs/a1.webp')
    expect(uploadUrl('news', 'n1')).toBe('/api/attachments/upload/news/n1')
    expect(uploadUrl('products')).toBe('/api/attachments/upload/products')
    expect(uploadUrl()).toBe('/api/attachments/upload/others')
    expect(fileUrl({ _id: 'v1', path: 'news/others/f.mp4' })).toBe('/api/attachments/v1.mp4')
    expect(fileUrl({ _id: 'v1', src: '/api/attachments/v1.mp4?v=2' })).toBe('/api/attachments/v1.mp4?v=2')
  })

  it('offers the served widths below the image, then the image whole', () => {
    expect(imageSources({ _id: 'a', width: 1000, height: 500 })).toEqual([
      { src: '/api/attachments/a.small.webp', width: 400, height: 200 },
      { src: '/api/attachments/a.medium.webp', width: 800, height: 400 },
      { src: '/api/attachments/a.webp', width: 1000, height: 500 }
    ])
    expect(imageSources({ _id: 'a' })).toEqual([])
  })

  it('names the version of the file, so that a replaced picture is fetched anew', () => {
    const item = { _id: 'a', src: '/api/attachments/a.webp?v=3f2', thumb: '/api/thumbs/a.webp?v=3f2' }
    expect(fileVersion(item)).toBe('3f2')
    expect(fileVersion({ thumb: '/api/thumbs/a.webp?v=9' })).toBe('9')
    expect(fileVersion({})).toBeUndefined()
    expect(thumbUrl('a', fileVersion(item))).toBe('/api/thumbs/a.webp?v=3f2')
    expect(imageSources({ ...item, width: 500, height: 500 })).toEqual([
      { src: '/api/attachments/a.small.webp?v=3f2', width: 400, height: 400 },
      { src: '/api/attachments/a.webp?v=3f2', width: 500, height: 500 }
    ])
    expect(previewSlides([{ ...item, mime: 'image/png' }])[0]).toMatchObject({
      src: '/api/attachments/a.webp?v=3f2'
    })
  })

  it('previews only images and videos with an id (R-WID-09)', () => {
    const slides = previewSlides([
      { _id: 'i', mime: 'image/png', width: 300, height: 200 },
      { _id: 'v', mime: 'video/mp4', path: 'x/y/v.mp4' },
      { _id: 'p', mime: 'application/pdf' },
      { _id: '', mime: 'image/png' }
    ])
    expect(slides).toHaveLength(2)
    expect(slides[0]).toMatchObject({ src: '/api/attachments/i.webp' })
    expect(slides[1]).toMatchObject({
      type: 'video',
      sources: [{ src: '/api/attachments/v.mp4', type: 'video/mp4' }]
    })
  })
})
