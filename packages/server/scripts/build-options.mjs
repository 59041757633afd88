// How the server is compiled (scripts/build.mjs): esbuild's options and what is done to its output.
// The test of scripts/run-compiled.mjs compiles with the same options.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { koaLazyGlobals } from './koa-lazy-globals.mjs'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/** Packages loaded from node_modules at run time. */
const OUTSIDE = [
  'better-sqlite3',
  'better-sqlite3-node20',
  'sharp',
  // knex's drivers of engines other than ours, and pg's optional native binding.
  'pg-native',
  'mysql',
  'mysql2',
  'mariadb',
  'mariadb/callback',
  'oracledb',
  'tedious',
  'sqlite3',
  'pg-query-stream'
]

/**
 * Packages the server loads only when a feature is first used (by a dynamic import): the demo
 * data's (Chinese conversion, fake names, caption fonts), imports in older encodings and xlsx
 * files, S3 storage, media inspection, backups and two-factor QR codes. Outside the start script,
 * they are read from node_modules at their first use instead of at every start: the script is
 * 4.5 MB instead of 11.5. test/build/loaded-on-use.test.ts checks that nothing the start loads imports
 * them.
 */
export const LOADED_ON_USE = [
  'opencc-js',
  'iconv-lite',
  'exceljs',
  'fontkit',
  '@faker-js/faker',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  'music-metadata',
  'file-type',
  'tar',
  'qrcode'
]

/** Whether `specifier` names one of `LOADED_ON_USE` or a file in it. */
const loadedOnUse = (specifier) =>
  LOADED_ON_USE.some((name) => specifier === name || specifier.startsWith(`${name}/`))

/**
 * Leaves the packages of `LOADED_ON_USE` out of the script where the server's own code imports
 * them. A package compiled in keeps its own copy of them (raw-body's iconv-lite, an older major),
 * as node would resolve it from where that package lies.
 */
const leaveOutLoadedOnUse = {
  name: 'leave-out-loaded-on-use',
  setup(build) {
    build.onResolve({ filter: /^[@a-z]/ }, ({ path: specifier, importer }) =>
      loadedOnUse(specifier) && !/[\\/]node_modules[\\/]/.test(importer)
        ? { path: specifier, external: true }
        : undefined
    )
  }
}

/** Where a package resolves from the root of the repo. */
const rootPackage = (name) => createRequire(path.join(root, '../../package.json')).resolve(name)

/**
 * What every start would load for nothing. `@feathersjs/koa` loads koa-body (and with it zod) as
 * it loads; the server loads its own copy only for the first request with a body
 * (src/http/lazy-body-parser.ts), so Feathers' copy, never used, is an empty module. Koa's older
 * dependencies bring their own mime-types and mime-db: each copy builds its tables of every type
 * at start, so all of them use the newest.
 */
const leanerStart = {
  name: 'leaner-start',
  setup(build) {
    build.onResolve({ filter: /^koa-body$/ }, ({ importer, path: name }) =>
      /@feathersjs[\\/]koa[\\/]/.test(importer) ? { path: name, namespace: 'unused' } : undefined
    )
    build.onLoad({ filter: /.*/, namespace: 'unused' }, () => ({ contents: 'module.exports = {}' }))
    build.onResolve({ filter: /^mime-(types|db)$/ }, ({ path: name }) => ({ path: rootPackage(name) }))
  }
}

/** The server's entries compiled to dist/, one CommonJS script each. */
export const serverBuildOptions = {
  absWorkingDir: root,
  entryPoints: { index: 'src/index.ts', 'start-cluster': 'src/cluster/start-cluster.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  // One script per entry: V8 keeps the compiled code of a script, not of an ES module, on Node 20.
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // Less to read and parse at every start; names stay, for the logs' stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  // Read only when a stack is formatted (run-compiled.mjs), without the sources.
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
  // Packages are compiled in: a start then reads one file instead of resolving and reading hundreds
  // of modules. Native addons, drivers loaded only when configured, and packages loaded only on a
  // feature's first use stay outside.
  external: OUTSIDE,
  plugins: [leanerStart, leaveOutLoadedOnUse, koaLazyGlobals],
  // Code lands at dist/*.cjs, as deep as src/*.ts (index.ts, config.ts): paths made from
  // import.meta.url stay right.
  define: { 'import.meta.url': '__import_meta_url' },
  // import() of a package outside the build becomes require(): V8's code cache of a script loses the
  // loader of its dynamic imports on Node 20.
  supported: { 'dynamic-import': false },
  banner: { js: "var __import_meta_url = require('node:url').pathToFileURL(__filename).href;" }
}

/**
 * esbuild escapes what is not ASCII in strings and names, not in regular expressions: escaped here,
 * a start reads the script as Latin-1 (run-compiled.mjs), several times faster than UTF-8.
 */
export const escapeNonAscii = (file) => {
  const code = fs.readFileSync(file, 'utf8')
  const ascii = code.replace(
    /[^\0-\x7f]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
  if (ascii !== code) fs.writeFileSync(file, ascii)
}
