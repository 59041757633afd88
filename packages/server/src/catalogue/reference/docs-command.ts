import fs from 'node:fs'
import path from 'node:path'
import { formattedReference, REFERENCE_PATH } from './reference-file'

/** `npm run docs:catalogue` writes docs/catalogue.md; with `--check` it exits 1 when the file is stale. */
const run = async () => {
  const wanted = await formattedReference()
  const current = fs.existsSync(REFERENCE_PATH) ? fs.readFileSync(REFERENCE_PATH, 'utf8') : undefined
  if (process.argv.includes('--check')) {
    if (current !== wanted) {
      console.error('docs/catalogue.md is stale: run `npm run docs:catalogue` and commit it.')
      process.exitCode = 1
    }
    return
  }
  if (current === wanted) return console.log('docs/catalogue.md is up to date')
  fs.mkdirSync(path.dirname(REFERENCE_PATH), { recursive: true })
  fs.writeFileSync(REFERENCE_PATH, wanted)
  console.log('wrote docs/catalogue.md')
}

run().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
