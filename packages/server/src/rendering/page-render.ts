import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import zlib from 'node:zlib'
import type { Params } from '@feathersjs/feathers'
import {
  DESKTOP_VIEW,
  PAGE_STATE_ID,
  parsePageView,
  PHONE_VIEW,
  START_CHUNKS_FILE,
  VIEW_COOKIE,
  type PageRendererModule,
  type PageView,
  type RenderedPage
} from '@tutor-admin/shared'
import type { Context } from 'koa'
import { SESSION_COOKIE, verifySessionToken } from '../auth/session-cookie'
import type { Application } from '../declarations'
import { createRenderPool } from './page-render-pool'

/** A page request that may be answered with the page rendered: its HTML, or undefined for index.html. */
export type PageRender = ((ctx: Context, indexHtml: string) => Promise<string | undefined>) & {
  /** Loads the renderer now rather than on the first signed-in page request. */
  warm(): Promise<void>
}

const PHONE = /Mobi|Android|iPhone/i

/**
 * How the person will see the page: what the console last wrote in its view cookie, else a phone's
 * or a desktop's width as the browser's hints and user agent suggest, in light mode.
 */
export const pageViewOf = (ctx: Context): PageView =>
  parsePageView(ctx.cookies.get(VIEW_COOKIE)) ??
  (ctx.get('Sec-CH-UA-Mobile') === '?1' || PHONE.test(ctx.get('User-Agent')) ? PHONE_VIEW : DESKTOP_VIEW)

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The files of each of the web build's chunk groups (`START_CHUNKS_FILE`), by group. */
export type StartChunks = Record<string, string[]>

/** Links to the files of the chunk groups a page starts with, each file once. */
const preloadLinks = (groups: string[], chunks: StartChunks) =>
  [...new Set(groups.flatMap((group) => chunks[group] ?? []))]
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)
    .join('')

/** The web build's chunk groups beside its index.html; none when it has no list or not a readable one. */
const readStartChunks = (webDist: string): StartChunks => {
  try {
    const chunks: unknown = JSON.parse(fs.readFileSync(path.join(webDist, START_CHUNKS_FILE), 'utf8'))
    return chunks && typeof chunks === 'object' ? (chunks as StartChunks) : {}
  } catch {
    return {}
  }
}

/**
 * index.html with a rendered page in its root element, its CSS and the links to the code it starts
 * with in the head, and its data beside it.
 */
export const composePage = (indexHtml: string, page: RenderedPage, chunks: StartChunks = {}): string =>
  indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.htmlLang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${preloadLinks(page.preload, chunks)}${page.head}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.body}</div>` +
        `<script type="application/json" id="${PAGE_STATE_ID}">${page.state}</script>`
    )

/**
 * Renders signed-in list pages on the server with the web build's renderer (`dist-ssr`), loaded
 * the first time it is needed; without it every page is the plain index.html. The session cookie
 * is read here only, for page HTML: its token is checked as the API checks a token, and the page's
 * data is read through the services as that user, so the same hooks and permissions apply. Any
 * failure answers the plain page and logs a warning.
 */
export const pageRender = (app: Application, rendererFile: string): PageRender => {
  const threads = app.get('config').renderThreads
  const pool =
    threads > 0 && fs.existsSync(rendererFile) ? createRenderPool(rendererFile, threads) : undefined
  if (pool)
    app.hooks({
      teardown: [
        async (_context: unknown, next: () => Promise<void>) => {
          await next()
          await pool.close()
        }
      ]
    })
  let renderer: Promise<PageRendererModule | undefined> | undefined
  // With threads, the renderer is loaded in each of them; here it only says whether there is one.
  const load = () =>
    (renderer ??= !fs.existsSync(rendererFile)
      ? Promise.resolve(undefined)
      : pool
        ? Promise.resolve({
            renderPage: ({ calls, ...request }) => pool.render(request, calls),
            warmRenderer: pool.warm
          } satisfies PageRendererModule)
        : // Required, not imported: the compiled server is a script (see scripts/run-compiled.mjs),
          // and node (20.19, 22.12 and later) requires an ES module that has no top-level await.
          Promise.resolve(createRequire(import.meta.url)(rendererFile) as PageRendererModule))

  // Read again with each new build, which index.html tells.
  let build: { indexHtml: string; chunks: StartChunks } | undefined
  const startChunks = (indexHtml: string) => {
    if (build?.indexHtml !== indexHtml)
      build = { indexHtml, chunks: readStartChunks(app.get('config').webDist) }
    return build.chunks
  }

  const render = async (ctx: Context, indexHtml: string) => {
    const token = ctx.cookies.get(SESSION_COOKIE)
    if (!token) return undefined
    try {
      const [renderer, verified] = await Promise.all([load(), verifySessionToken(app, token)])
      if (!renderer || !verified) return undefined
      const params = {
        provider: 'rest',
        user: verified.user,
        authentication: { strategy: 'jwt', accessToken: token },
        authenticated: true
      } as Params
      const page = await renderer.renderPage({
        url: ctx.url,
        user: verified.user as Record<string, unknown> & { _id: string },
        view: pageViewOf(ctx),
        calls: {
          schemas: () => app.service('schemas').find({ ...params, query: {} }),
          find: (service, query) => app.service(service as 'users').find({ ...params, query })
        }
      })
      return page && composePage(indexHtml, page, startChunks(indexHtml))
    } catch (error) {
      app.get('logger').warn({ err: error, path: ctx.path }, 'Page not rendered on the server')
      return undefined
    }
  }
  const warm = async () => {
    try {
      // The warm-up renders read the catalogue only (their lists have no rows), as the server. On
      // the main thread one would hold up every request meanwhile: there the renderer loads only.
      const catalogue = { schemas: () => app.service('schemas').find({ query: {} }) }
      await (await load())?.warmRenderer(pool ? catalogue : undefined)
    } catch (error) {
      app.get('logger').warn({ err: error }, 'The page renderer could not be loaded or warmed up')
    }
  }
  return Object.assign(render, { warm })
}

/** Answers a rendered page: never cached (it is the user's own), compressed when the browser takes it. */
export const answerPage = (ctx: Context, html: string) => {
  ctx.status = 200
  ctx.type = 'html'
  ctx.set('Cache-Control', 'no-store')
  ctx.set('Vary', 'Cookie, Accept-Encoding')
  const encoding = ctx.acceptsEncodings('gzip', 'identity')
  if (encoding === 'gzip') {
    ctx.set('Content-Encoding', 'gzip')
    ctx.body = zlib.gzipSync(html, { level: 4 })
  } else ctx.body = html
}
