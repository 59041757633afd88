import path from 'node:path'
import { parseArgs } from 'node:util'
import { backupFileName, takeBackup } from './backup'
import { argumentPath, commandConfig, runCommand } from './command-config'

const USAGE = 'Usage: npm run backup -- [--out FILE]   (default: BACKUP_DIR/tutor-admin-<time>.tar.gz)'

runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } })
  if (values.help) return void console.log(USAGE)
  const config = commandConfig()
  const out = values.out ? argumentPath(values.out) : path.join(config.backup.dir, backupFileName())
  const { file, manifest, notes } = await takeBackup(config, out)
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0)
  console.log(
    `Backup written to ${file}: ${manifest.engine}, ${Object.keys(manifest.tables).length} tables, ` +
      `${rows.toLocaleString('en')} rows, ${manifest.uploads.files} uploaded files, schema ${manifest.schemaVersion}.`
  )
  for (const note of notes) console.log(note)
})
