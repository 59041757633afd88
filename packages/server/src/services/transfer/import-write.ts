import type { ImportError } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Application } from '../../declarations'
import type { WriteSource } from '../../journal/write-source'
import type { ItemsService } from '../items/items.class'
import { rowsWithTheirRefs, type ImportRun, type ImportTargets, type Planned } from './import-plan'
import { stopIfGone } from './transfer-jobs'

/** The import checks its rows' references itself, once, in the write's transaction. */
const REFS_CHECKED = { refs: true }
/** Rows checked, then written, at a time when the database works beside the server. */
export const WRITE_BATCH = 2000

/** What one import writes with: its service, the records it updates, its journal source, its errors. */
export interface ImportWriter {
  app: Application
  service: ItemsService
  existing: ImportTargets['existing']
  source: WriteSource
  errors: ImportError[]
  run: ImportRun
}

/**
 * Writes planned rows in the write's transaction: those whose references all point at records
 * are created, or update the record they matched; the others are reported. Answers the rows written.
 */
const writePlanned = async (trx: Knex.Transaction, writer: ImportWriter, planned: Planned[]) => {
  const { app, service, existing, source, errors } = writer
  const good = await rowsWithTheirRefs(trx, app, service, planned, errors)
  const creates = good.filter((plan) => !plan.id).map((plan) => plan.record)
  if (creates.length) await service._create(creates, source, trx, REFS_CHECKED)
  const updates = good.filter((plan) => plan.id)
  if (updates.length)
    await service._patchMany(
      updates.map((plan) => ({ id: plan.id!, changes: plan.record, current: existing.get(plan.id!)! })),
      source,
      trx,
      REFS_CHECKED
    )
  return good
}

/**
 * Checks and writes `total` rows in batches of `WRITE_BATCH`, each batch checked while the one
 * before is written: the database works in a process of its own (PostgreSQL), so the server's
 * checking and the database's writing overlap. Answers the rows written.
 */
const planWhileWriting = async (
  trx: Knex.Transaction,
  writer: ImportWriter,
  total: number,
  plan: (range: [number, number]) => Promise<Planned[]>
) => {
  const written: Planned[] = []
  let writing: Promise<Planned[]> | undefined
  for (let start = 0; start < total; start += WRITE_BATCH) {
    const planned = await plan([start, Math.min(start + WRITE_BATCH, total)])
    if (writing) written.push(...(await writing))
    stopIfGone(writer.run.signal)
    writing = writePlanned(trx, writer, planned)
    // Awaited at the next batch or after the loop; until then a failure must not count as unhandled.
    writing.catch(() => {})
    writer.run.job.report('write', written.length, total)
  }
  if (writing) written.push(...(await writing))
  return written
}

/**
 * Checks and writes the rows of a file in one transaction. SQLite has one connection, which a
 * transaction holds: every row is checked before it opens. PostgreSQL: `planWhileWriting`.
 */
export const writeRows = async (
  writer: ImportWriter,
  total: number,
  plan: (range: [number, number]) => Promise<Planned[]>
) => {
  const { app, run } = writer
  const planned = app.get('dialect').name === 'sqlite' ? await plan([0, total]) : undefined
  if (planned) run.job.report('write', 0, planned.length)
  return app.get('knex').transaction(async (trx) => {
    const written = planned
      ? await writePlanned(trx, writer, planned)
      : await planWhileWriting(trx, writer, total, plan)
    // A client gone by now cancelled: nothing is kept.
    stopIfGone(run.signal)
    return written
  })
}
