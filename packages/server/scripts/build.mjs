// Compiles the server to plain JavaScript in dist/ (one file per entry, shared chunks beside them),
// so that it runs on node alone. `--if-stale`: only when a source is newer than the last build.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const dist = path.join(root, 'dist')
const stamp = path.join(dist, 'index.js')
const sources = [path.join(root, 'src'), path.join(root, '../shared/src'), path.join(root, 'package.json')]

const newest = (target) => {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))))
}

if (process.argv.includes('--if-stale') && fs.existsSync(stamp)) {
  if (fs.statSync(stamp).mtimeMs >= Math.max(...sources.map(newest))) process.exit(0)
}

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
