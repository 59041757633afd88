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
  built: [path.join(server, 'dist', 'index.cjs')],
  // The packages it uses are compiled in: a change of the lock file builds it again.
  sources: [
    path.join(server, 'src'),
    shared,
    path.join(server, 'package.json'),
    path.join(server, 'scripts'),
    path.join(root, 'package-lock.json')
  ]
}

/** The newest modification time under a file or folder; 0 when it is missing. Once per start. */
const newest = (target) => newestOf.get(target) ?? newestOf.set(target, walk(target)).get(target)
const newestOf = new Map()
const walk = (target) => {
  const stat = fs.statSync(target, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = stat.mtimeMs
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    const at = entry.isDirectory()
      ? walk(path.join(target, entry.name))
      : (fs.statSync(path.join(target, entry.name), { throwIfNoEntry: false })?.mtimeMs ?? 0)
    if (at > latest) latest = at
  }
  return latest
}

/** Whether a build is missing or older than one of its sources. */
export const isStale = ({ built, sources }) => {
  const builtAt = Math.min(...built.map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0))
  return sources.some((source) => newest(source) > builtAt)
}
