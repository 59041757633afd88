// `npm start`: builds what changed since the last build (the web app, the server), then runs the
// compiled server in this process, so that a start waits for no other npm or node to start.
import './supported-node.mjs'
import { execFileSync, execSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { isStale, serverBuild, webBuild } from './stale.mjs'

const root = path.resolve(import.meta.dirname, '..')
if (isStale(webBuild)) execSync('npm run build -w @tutor-admin/web', { stdio: 'inherit', cwd: root })
if (isStale(serverBuild))
  execFileSync(process.execPath, [path.join(root, 'packages/server/scripts/build.mjs')], { stdio: 'inherit' })
// The server's own folder, as `npm start -w @tutor-admin/server` runs it: DATA_DIR defaults to its data/.
process.chdir(path.join(root, 'packages/server'))
const { runCompiled } = await import(
  pathToFileURL(path.join(root, 'packages/server/scripts/run-compiled.mjs')).href
)
// The code cache is written once the server listens rather than at exit: a server stopped by
// SIGKILL (a container's stop, a crash) never exits.
await runCompiled('index')
