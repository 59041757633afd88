// What each build is made from, and whether it is older than its sources (used by `npm start`,
// the browser tests and the server's own build).
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const web = path.join(root, 'packages/web')
const server = path.join(root, 'packages/server')
const shared = path.join(root, 'packages/shared/src')

/** The web app and its server renderer. */
export const webBuild = {
  built: [path.join(web, 'dist', 'index.html'), path.join(web, 'dist-ssr', 'renderPage.js')],
  sources: [path.join(web, 'src'), path.join(web, 'index.html'), path.join(web, 'vite.config.ts'), shared]
}

/** The server compiled to JavaScript. */
export const serverBuild = {
  built: [path.join(server, 'dist', 'index.js')],
  // The packages it uses are compiled in: a change of the lock file builds it again.
  sources: [
    path.join(server, 'src'),
    shared,
    path.join(server, 'package.json'),
    path.join(root, 'package-lock.json')
  ]
}

/** The newest modification time under a file or folder; 0 when it is missing. */
const newest = (target) => {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))))
}

/** Whether a build is missing or older than one of its sources. */
export const isStale = ({ built, sources }) => {
  const builtAt = Math.min(...built.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)))
  return builtAt < Math.max(...sources.map(newest))
}
