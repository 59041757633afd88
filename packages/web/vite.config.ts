import react from '@vitejs/plugin-react'
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite'
// By path: the config is bundled, and the shared package is TypeScript.
import { START_CHUNKS_FILE } from '../shared/src/page/page-render'

const api = process.env.API_URL ?? 'http://127.0.0.1:3030'

/** Modules of `src/` whose path (without extension) matches the pattern. */
const src = (pattern: string) => new RegExp(`[\\\\/]src[\\\\/](${pattern})\\.tsx?$`)

/**
 * The chunks of the build, one per stage of a start: each group takes the modules named and all they
 * import that a group of higher priority has not taken. A cold start of the dashboard fetches 10
 * files instead of 84 (the browser's six connections no longer queue them) and /login 6 instead of
 * 62. The signin group is the sign-in page with React, the theme and the translations, which every
 * start runs; the console group adds the router, the data cache and the layout around the pages.
 * The modules of those groups import the shared package by module (`@tutor-admin/shared/locale/langs`),
 * not by its index: the index would bring all of it into the sign-in page.
 */
const CHUNK_GROUPS = [
  { name: 'boot', priority: 100, test: src('main') },
  { name: 'signin', priority: 90, test: src('app/renderSignIn|i18n/i18n') },
  { name: 'console', priority: 80, test: src('app/renderConsole') },
  { name: 'client', priority: 70, test: src('api/client') },
  { name: 'shell', priority: 60, test: src('layout/AppLayout|app/warmUp|list/columns/listSettingsQuery') },
  { name: 'dashboard', priority: 50, test: src('pages/DashboardPage') },
  {
    name: 'list',
    priority: 40,
    test: src('list/data/prefetchList|pages/list/\\w+|list/virtual/VirtualListScreen')
  },
  {
    name: 'list-tools',
    priority: 30,
    test: src(
      'list/(search/ConditionEditor|rows/ExpandedDetails|transfer/\\w+|rows/ConfirmDialog|search/PhoneSearch)'
    )
  },
  { name: 'profile', priority: 30, test: src('pages/profile/\\w+') }
]

/**
 * The group that every start runs, the sign-in page's and a signed-in page's alike. Not the
 * console's router and pages: a signed-out start on /login loads them with the first sign-in
 * attempt, a signed-in start as its entry runs; nor the socket client (likewise).
 */
const EVERY_START = new Set(['signin'])

type Chunk = { fileName: string; name: string; isEntry: boolean; imports: string[] }

/** The chunks of a bundle. */
const chunksOf = (bundle: Record<string, { type: string }>) =>
  Object.values(bundle).filter((output): output is Chunk & { type: 'chunk' } => output.type === 'chunk')

/** The files of `roots` and of everything they import, in turn, short of the files `known`. */
const filesWithImports = (chunks: Chunk[], roots: string[], known = new Set<string>()) => {
  const files = new Set<string>()
  const add = (fileName: string) => {
    if (files.has(fileName) || known.has(fileName)) return
    files.add(fileName)
    chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(add)
  }
  roots.forEach(add)
  return files
}

/** The files of the entry and of the group every start runs, with all they import. */
const everyStartFiles = (chunks: Chunk[]) =>
  filesWithImports(
    chunks,
    chunks.filter((chunk) => chunk.isEntry || EVERY_START.has(chunk.name)).map((chunk) => chunk.fileName)
  )

/**
 * Links the page to the chunks every start runs and to what they import: the browser fetches them
 * with the page instead of after the first script has run and asked for them.
 */
const preloadEveryStart = (): Plugin => ({
  name: 'preload-every-start',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) =>
      [...everyStartFiles(chunksOf(bundle ?? {}))]
        .filter((file) => !html.includes(file))
        .map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head'
        }))
  }
})

/**
 * Lists, for each chunk group, its file and every file it imports, less those index.html links:
 * the server links a signed-in page to the groups the page starts with, so that the browser
 * fetches them with the page instead of after the first scripts have run and asked for them.
 */
const listStartChunks = (): Plugin => ({
  name: 'list-start-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = chunksOf(bundle)
    const linked = everyStartFiles(chunks)
    const groups = Object.fromEntries(
      CHUNK_GROUPS.flatMap(({ name }) => {
        const chunk = chunks.find((candidate) => candidate.name === name)
        if (!chunk) return []
        return [[name, [...filesWithImports(chunks, [chunk.fileName], linked)].map((file) => `/${file}`)]]
      })
    )
    this.emitFile({ type: 'asset', fileName: START_CHUNKS_FILE, source: JSON.stringify(groups) })
  }
})

/**
 * The server's build renders pages without a connection: the console's socket client is replaced
 * by one that refuses every call (the page's data is read before rendering).
 */
const noSocketOnServer = (): Plugin => ({
  name: 'no-socket-on-server',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!/[\\/]client$/.test(source)) return null
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
    if (!resolved || !/[\\/]src[\\/]api[\\/]client\.ts$/.test(resolved.id)) return null
    return this.resolve('/src/ssr/serverSession.ts', importer, { ...options, skipSelf: true })
  }
})

/**
 * The console: `vite` for development (the API proxied, sockets included), `vite build` for
 * `npm start`, and `vite build --ssr` for the server's renderer of signed-in list pages (`dist-ssr`).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [noSocketOnServer()] : [preloadEveryStart(), listStartChunks()])],
  // The renderer carries its libraries, in their production builds whatever the server's NODE_ENV.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') }
  }),
  server: {
    proxy: { '/api': { target: api, ws: true, changeOrigin: true } }
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: CHUNK_GROUPS }
          }
        }
      }
}))
