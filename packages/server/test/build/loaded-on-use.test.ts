import { build, type Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain module of the build scripts
import { LOADED_ON_USE, serverBuildOptions } from '../../scripts/build-options.mjs'

const ON_USE: string[] = LOADED_ON_USE

/** The package a specifier names: `@scope/name` or `name`, without a subpath. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/**
 * The packages outside the build that the start script loads as it starts: those imported, by an
 * import statement or a require, from a module reached from the entry the same way (a dynamic
 * import is loaded when its feature is first used).
 */
const loadedAtStart = (metafile: Metafile, entry: string) => {
  const reached = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (reached.has(file)) return
    reached.add(file)
    for (const { path, kind, external } of metafile.inputs[file]?.imports ?? []) {
      if (kind === 'dynamic-import') continue
      if (external) packages.add(packageOf(path))
      else visit(path)
    }
  }
  visit(entry)
  return packages
}

describe('the start script of the compiled server (scripts/build-options.mjs)', () => {
  const metafile = build({
    ...serverBuildOptions,
    entryPoints: { index: 'src/index.ts' },
    write: false,
    metafile: true
  }).then(({ metafile }) => {
    if (!metafile) throw new Error('esbuild gave no metafile')
    return metafile
  })

  it("leaves them out where the server's code imports them, and the start loads none of them", async () => {
    const { inputs } = await metafile
    const compiledIn = Object.entries(inputs).flatMap(([file, { imports }]) =>
      file.includes('node_modules/')
        ? []
        : imports
            .filter(
              ({ path, external }) =>
                !external && ON_USE.includes(packageOf(path.split('node_modules/').pop()!))
            )
            .map(({ path }) => `${file} -> ${path}`)
    )
    expect(compiledIn).toEqual([])
    const atStart = loadedAtStart(await metafile, 'src/index.ts')
    // The check sees what the start loads: the SQLite driver, imported as the server starts.
    expect([...atStart]).toContain('better-sqlite3')
    expect(ON_USE.filter((name) => atStart.has(name))).toEqual([])
  }, 60_000)
})
