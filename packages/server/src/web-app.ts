import fs from 'node:fs'
import path from 'node:path'
import type { Context, Next } from 'koa'
import send from 'koa-send'

/**
 * Serves the built web app for every path outside `/api`: files when they exist, else
 * `index.html` so that the client-side router answers (SPA fallback).
 */
export const webApp = (root: string) => async (ctx: Context, next: Next) => {
  if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return next()
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
  const index = path.join(root, 'index.html')
  if (!fs.existsSync(index)) {
    ctx.type = 'text/plain'
    ctx.body = 'The web console is not built yet: run `npm start`.'
    return
  }
  const file = path.join(root, decodeURIComponent(ctx.path))
  const isAsset = file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()
  if (isAsset) {
    const immutable = ctx.path.startsWith('/assets/')
    await send(ctx, ctx.path, { root, immutable, maxAge: immutable ? 365 * 24 * 3600 * 1000 : 0 })
    return
  }
  // A missing build asset is a real 404, so that a stale page's chunk import fails cleanly.
  if (ctx.path.startsWith('/assets/')) {
    ctx.status = 404
    ctx.type = 'text/plain'
    ctx.body = 'Not found'
    return
  }
  ctx.set('Cache-Control', 'no-cache')
  await send(ctx, 'index.html', { root })
}
