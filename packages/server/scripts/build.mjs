// Compiles the server and the packages it uses to plain JavaScript in dist/, one CommonJS file per
// entry, so that it runs on node alone. scripts/run-compiled.mjs runs them from V8's code cache.
// `--if-stale`: only when a source is newer than the last build.
import '../../../scripts/supported-node.mjs'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isStale, serverBuild } from '../../../scripts/stale.mjs'
import { escapeNonAscii, serverBuildOptions } from './build-options.mjs'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const dist = path.join(root, 'dist')

if (process.argv.includes('--if-stale') && !isStale(serverBuild)) process.exit(0)
// Loaded only for a build: a start with a current build does without it.
const { build } = await import('esbuild')

fs.rmSync(dist, { recursive: true, force: true })
await build(serverBuildOptions)
for (const entry of Object.keys(serverBuildOptions.entryPoints))
  escapeNonAscii(path.join(dist, `${entry}.cjs`))
// Worker threads start from a file of their own, found beside the code that starts them: in src
// beside its module, in dist beside the bundled code, which lands at dist/*.cjs whatever its folder.
for (const worker of ['rendering/page-render-worker.mjs', 'jobs/wal-checkpoint-worker.mjs'])
  fs.copyFileSync(path.join(root, 'src', worker), path.join(dist, path.basename(worker)))
console.log('server compiled to packages/server/dist')
