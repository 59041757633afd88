// Runs a compiled entry of the server (dist/<name>.cjs) from V8's code cache, on every Node.js line
// (Node 20 has no module compile cache of its own): a start after the first deserialises the code
// that the last start compiled instead of parsing megabytes of JavaScript again.
// `node scripts/run-compiled.mjs index` starts the server; `start-cluster` its processes.
import { isAscii } from 'node:buffer'
import fs from 'node:fs'
import { createRequire, SourceMap } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import v8 from 'node:v8'
import vm from 'node:vm'

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist')
/** The wrapper stands on a line of its own: the code's columns stay as its source map has them. */
const WRAPPER_LINES = 1

/** Stack frames in `file` shown at their line in the sources, the map read at the first stack formatted. */
const mapStacks = (file) => {
  let map
  const readMap = () => {
    try {
      return new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')))
    } catch {
      // No map, or not one: the frames stay in the script, rather than the stack failing.
      return null
    }
  }
  const original = (frame) => {
    map ??= readMap()
    const entry = map?.findEntry(frame.getLineNumber() - 1 - WRAPPER_LINES, frame.getColumnNumber() - 1)
    if (!entry?.originalSource) return undefined
    const source = entry.originalSource.startsWith('file:')
      ? fileURLToPath(entry.originalSource)
      : path.resolve(path.dirname(file), entry.originalSource)
    return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`
  }
  // Formats as node does (header, then a line per frame), with this file's frames moved.
  Error.prepareStackTrace = (error, frames) => {
    const lines = frames.map((frame) => {
      const shown = `    at ${frame}`
      if (frame.getFileName() !== file || frame.getLineNumber() === null) return shown
      const where = original(frame)
      return where
        ? shown.replace(`${file}:${frame.getLineNumber()}:${frame.getColumnNumber()}`, where)
        : shown
    })
    return [String(error), ...lines].join('\n')
  }
}

/**
 * Loads a CommonJS `file` as node's loader would, through the code cache kept beside it (named by
 * V8's version and flags, so that another Node.js line keeps its own). `keepCodeCache` writes what
 * is compiled by then, when the cache was missing or refused: call it once the start is done.
 */
export const loadCompiled = (file) => {
  const cacheFile = path.join(
    path.dirname(file),
    'code-cache',
    `${path.basename(file, '.cjs')}-${v8.cachedDataVersionTag()}.bin`
  )
  const code = fs.readFileSync(file)
  // The build writes ASCII only (build.mjs): read as Latin-1, in a few milliseconds instead of tens.
  const source = code.toString(isAscii(code) ? 'latin1' : 'utf8')
  const wrapped = `(function (exports, require, module, __filename, __dirname) {\n${source}\n})`
  const cachedData = fs.existsSync(cacheFile) ? fs.readFileSync(cacheFile) : undefined
  const script = new vm.Script(wrapped, { filename: file, cachedData })
  // Only whether it served is kept: the cache's megabytes are not held for the life of the server.
  const fromCache = cachedData !== undefined && !script.cachedDataRejected
  mapStacks(file)
  const module = { exports: {}, id: file, filename: file }
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file))
  const keepCodeCache = () => {
    if (fromCache) return
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true })
    // Written aside and renamed: processes of a cluster start together and may write at once.
    const aside = `${cacheFile}.${process.pid}`
    fs.writeFileSync(aside, script.createCachedData())
    fs.renameSync(aside, cacheFile)
  }
  return {
    exports: module.exports,
    fromCache,
    keepCodeCache
  }
}

/** Runs `name` and keeps its code cache once it listens (an entry without `listening`: at once). */
export const runCompiled = async (name) => {
  const { exports, keepCodeCache } = loadCompiled(path.join(DIST, `${name}.cjs`))
  await exports.listening
  try {
    keepCodeCache()
  } catch (error) {
    // A read-only install starts as fast as a first start, no slower: it is not a reason to stop.
    console.error(`The code cache could not be written: ${error.message}`)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The entry reads its own arguments (`start-cluster --workers 2`), not the name of the entry.
  const [name] = process.argv.splice(2, 1)
  await runCompiled(name ?? 'index')
}
