import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'
import { decodedSize } from './media-fixtures'

describe('demo pictures (C5)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true' })
  })
  afterAll(async () => server?.stop())

  it('illustrates news, teachers, products, ads and banners with drawn pictures and captions', async () => {
    const images = await server.request('GET', '/api/attachments?mime[$regex]=^image/&$sort[date]=-1&$limit=40')
    expect(images.body.total).toBeGreaterThanOrEqual(30)
    const first = images.body.data[0]
    expect(first.alt).toEqual(expect.arrayContaining([expect.objectContaining({ lang: 'cht' })]))
    expect(first.alt.find((text: any) => text.lang === 'cht').value).toMatch(/[\u4e00-\u9fff]/)
    const thumb = await fetch(server.url + first.thumb)
    expect(await decodedSize(await thumb.arrayBuffer())).toMatchObject({ width: 150, height: 150 })
    const news = await server.request('GET', '/api/news?$limit=100')
    expect(news.body.data.every((item: any) => typeof item.cover === 'string')).toBe(true)
    const products = await server.request('GET', '/api/products?$limit=100')
    expect(products.body.data.every((item: any) => item.images?.length === 2)).toBe(true)
    const ads = await server.request('GET', '/api/ads?$limit=100')
    expect(ads.body.data.every((item: any) => typeof item.image === 'string')).toBe(true)
    const teachers = await server.request('GET', '/api/teachers?photo[$ne]=null&$limit=0')
    expect(teachers.body.total).toBeGreaterThan(100)
    const usage = await server.request('GET', `/api/attachmentUsage/${news.body.data[0].cover}`)
    expect(usage.body.total).toBeGreaterThan(1)
    const cover = await fetch(`${server.url}/api/attachments/${news.body.data[0].cover}.medium.jpg`)
    expect(await decodedSize(await cover.arrayBuffer())).toMatchObject({ width: 800, height: 450 })
  })
})
