import path from 'node:path'
import type { Context, Next } from 'koa'
import send from 'koa-send'
import { answerPage, type PageRender } from '../rendering/page-render'
import { WebAssets, type WebAsset } from './web-assets'

const YEAR_SECONDS = 365 * 24 * 3600

const decodePath = (raw: string): string | undefined => {
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

/** Answers a held file: its compressed form when the browser takes one, 304 when it has it. */
const answer = (ctx: Context, asset: WebAsset) => {
  ctx.status = 200
  ctx.type = path.extname(asset.file)
  ctx.etag = asset.etag
  ctx.set('Cache-Control', asset.immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache')
  ctx.set('Vary', 'Accept-Encoding')
  if (ctx.fresh) {
    ctx.status = 304
    return
  }
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity')
  const packed = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : undefined
  if (packed) ctx.set('Content-Encoding', encoding as string)
  ctx.body = packed ?? asset.body
}

/**
 * Serves the built web app for every path outside `/api`: files when they exist, else
 * `index.html` so that the client-side router answers (SPA fallback); with `render`, a signed-in
 * list page comes already rendered in it.
 */
export const webApp = (root: string, render?: PageRender) => {
  const assets = new WebAssets(path.resolve(root))
  return async (ctx: Context, next: Next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return next()
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const relative = decodePath(ctx.path)
    if (relative === undefined) ctx.throw(400, 'Malformed path')
    const asset = await assets.find(relative)
    if (asset === 'large') {
      const immutable = assets.isImmutable(relative)
      // koa-send decodes the path itself.
      await send(ctx, ctx.path, { root: assets.root, immutable, maxAge: immutable ? YEAR_SECONDS * 1000 : 0 })
      return
    }
    if (asset) return answer(ctx, asset)
    // A missing build asset is a real 404, so that a stale page's chunk import fails cleanly.
    if (relative.startsWith('/assets/')) {
      ctx.status = 404
      ctx.type = 'text/plain'
      ctx.body = 'Not found'
      return
    }
    const index = await assets.find('index.html')
    if (index && index !== 'large') {
      const page = ctx.method === 'GET' && render ? await render(ctx, index.body.toString()) : undefined
      if (page) return answerPage(ctx, page)
      answer(ctx, index)
      // The same address answers a signed-in browser with its own page.
      if (render) ctx.vary('Cookie')
      return
    }
    ctx.type = 'text/plain'
    ctx.body = 'The web console is not built yet: run `npm start`.'
  }
}
