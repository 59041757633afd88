import { execFileSync } from 'node:child_process'
import path from 'node:path'

/** Builds the web app before the browser tests when its sources are newer than the build. */
export default function buildWeb() {
  const root = path.resolve(import.meta.dirname, '../../../..')
  // The test runner sets NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync(process.execPath, ['scripts/build-web-if-stale.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' }
  })
}
