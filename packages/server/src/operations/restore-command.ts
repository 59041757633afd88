import { parseArgs } from 'node:util'
import { argumentPath, commandConfig, runCommand } from './command-config'
import { restoreBackup } from './restore'

const USAGE =
  'Usage: npm run restore -- FILE [--force]   into DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL); --force replaces what is there'

runCommand(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean' } }
  })
  if (values.help || positionals.length !== 1) {
    console.log(USAGE)
    if (!values.help) process.exitCode = 2
    return
  }
  const config = commandConfig()
  const manifest = await restoreBackup(config, argumentPath(positionals[0]), { force: values.force })
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0)
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.engine}, ${rows.toLocaleString('en')} rows, ` +
      `${manifest.uploads.files} uploaded files): checksums and row counts match.`
  )
  if (manifest.uploads.note) console.log(manifest.uploads.note)
})
