import { execFileSync } from 'node:child_process'
import path from 'node:path'

/** Builds the web app before the browser tests when its sources are newer than the build. */
export default function buildWeb() {
  const root = path.resolve(import.meta.dirname, '../../../..')
  execFileSync(process.execPath, ['scripts/build-web-if-stale.mjs'], { cwd: root, stdio: 'inherit' })
}
