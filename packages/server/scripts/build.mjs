// Compiles the server to plain JavaScript in dist/ (one file per entry, shared chunks beside them),
// so that it runs on node alone. `--if-stale`: only when a source is newer than the last build.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isStale, serverBuild } from '../../../scripts/stale.mjs'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const dist = path.join(root, 'dist')

if (process.argv.includes('--if-stale') && !isStale(serverBuild)) process.exit(0)
// Loaded only for a build: a start with a current build does without it.
const { build } = await import('esbuild')

fs.rmSync(dist, { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints: { index: 'src/index.ts', 'start-cluster': 'src/cluster/start-cluster.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Code lands at dist/*.js, as deep as src/*.ts: paths made from import.meta.url stay right.
  chunkNames: 'chunk-[hash]',
  plugins: [
    {
      // Packages are loaded from node_modules at run time; the shared workspace is TypeScript, so it is compiled in.
      name: 'packages-outside',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tutor-admin/') ? undefined : { path: args.path, external: true }
        )
      }
    }
  ]
})
// Worker threads start from a file of their own, found beside the code that starts them.
for (const worker of ['page-render-worker.mjs', 'wal-checkpoint-worker.mjs'])
  fs.copyFileSync(path.join(root, 'src', worker), path.join(dist, worker))
console.log('server compiled to packages/server/dist')
