// Builds the web app and its server renderer when their sources are newer than the last build (used by `npm start`).
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const web = path.resolve('packages/web')
const stamps = [path.join(web, 'dist', 'index.html'), path.join(web, 'dist-ssr', 'renderPage.js')]
const sources = [path.join(web, 'src'), path.join(web, 'index.html'), path.join(web, 'vite.config.ts'), path.resolve('packages/shared/src')]

const newest = (target) => {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))))
}

if (!fs.existsSync(path.join(web, 'vite.config.ts'))) process.exit(0)
const built = Math.min(...stamps.map((stamp) => (fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0)))
if (built >= Math.max(...sources.map(newest))) {
  console.log('web app is up to date')
} else {
  console.log('building the web app…')
  execSync('npm run build -w @tutor-admin/web', { stdio: 'inherit' })
}
