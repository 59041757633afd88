import { isAscii } from 'node:buffer'
import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain module of the build scripts
import { escapeNonAscii, serverBuildOptions } from '../../scripts/build-options.mjs'

const LOADER = path.resolve(import.meta.dirname, '../../scripts/run-compiled.mjs')

/**
 * A module compiled as the server is: it throws from a known line, imports a package outside the
 * build, and has a regular expression that is not ASCII (the build escapes it).
 */
const SOURCE = `import os from 'node:os'

export const platform = () => os.platform() + (/^[©]$/.test('©') ? ' ©' : '')

export const fail = () => {
  throw new Error('from the source')
}

export const outside = async () => (await import('esbuild')).version
`

/** Loads the compiled file through the loader in a fresh node, and reports what it saw. */
const PROBE = `
const [, , loader, compiled] = process.argv
const { loadCompiled } = await import(loader)
const { exports, fromCache, keepCodeCache } = loadCompiled(compiled)
let stack = ''
try { exports.fail() } catch (error) { stack = error.stack }
const outside = await exports.outside()
keepCodeCache()
console.log(JSON.stringify({ fromCache, stack, platform: exports.platform(), outside }))
`

let folder: string
let compiled: string
const run = async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '-e',
    PROBE,
    'probe',
    LOADER,
    compiled
  ])
  return JSON.parse(stdout) as { fromCache: boolean; stack: string; platform: string; outside: string }
}

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'run-compiled-'))
  await fs.writeFile(path.join(folder, 'entry.ts'), SOURCE)
  compiled = path.join(folder, 'entry.cjs')
  await build({
    ...serverBuildOptions,
    entryPoints: { entry: path.join(folder, 'entry.ts') },
    outdir: folder,
    external: [...serverBuildOptions.external, 'esbuild'],
    logLevel: 'silent'
  })
  escapeNonAscii(compiled)
  // Resolved from the compiled file's folder, as the server's outside packages are from dist/.
  await fs.symlink(
    path.resolve(import.meta.dirname, '../../../../node_modules'),
    path.join(folder, 'node_modules')
  )
})

afterAll(async () => {
  await fs.rm(folder, { recursive: true, force: true })
})

describe('the compiled server run from V8 code cache (R-OPS start speed)', () => {
  it('compiles on the first start, keeps the cache, and starts from it next time', async () => {
    // All ASCII: the loader reads it as Latin-1, and the regular expression above still matches.
    expect(isAscii(await fs.readFile(compiled))).toBe(true)
    const first = await run()
    expect(first.fromCache).toBe(false)
    const cached = await fs.readdir(path.join(folder, 'code-cache'))
    expect(cached).toEqual([expect.stringMatching(/^entry-\d+\.bin$/)])
    const second = await run()
    expect(second.fromCache).toBe(true)
    expect(second.platform).toBe(`${os.platform()} ©`)
  })

  it('compiles again over a cache it cannot use, and replaces it', async () => {
    await run()
    const [cacheFile] = await fs.readdir(path.join(folder, 'code-cache'))
    await fs.writeFile(path.join(folder, 'code-cache', cacheFile), 'not a code cache')
    expect((await run()).fromCache).toBe(false)
    expect((await run()).fromCache).toBe(true)
  })

  it('leaves the frames in the script when its source map is missing', async () => {
    await fs.rename(`${compiled}.map`, `${compiled}.map.aside`)
    try {
      const { stack } = await run()
      expect(stack.split('\n')[0]).toBe('Error: from the source')
      expect(stack).toContain(`${compiled}:`)
    } finally {
      await fs.rename(`${compiled}.map.aside`, `${compiled}.map`)
    }
  })

  it('loads packages outside the build', async () => {
    const { outside } = await run()
    expect(outside).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it('shows stack frames at their line in the sources', async () => {
    const { stack } = await run()
    expect(stack.split('\n')[0]).toBe('Error: from the source')
    expect(stack).toContain(`${path.join(folder, 'entry.ts')}:6:`)
    expect(stack).not.toContain(`${compiled}:`)
  })
})
