// Builds the web app and its server renderer when their sources are newer than the last build.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { isStale, webBuild } from './stale.mjs'

const root = path.resolve(import.meta.dirname, '..')
if (!fs.existsSync(path.join(root, 'packages/web/vite.config.ts'))) process.exit(0)
if (!isStale(webBuild)) {
  console.log('web app is up to date')
} else {
  console.log('building the web app…')
  execSync('npm run build -w @tutor-admin/web', { stdio: 'inherit', cwd: root })
}
