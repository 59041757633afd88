import type { Knex } from 'knex'

/**
 * Runs `work` once the transaction `trx` commits, and never when it rolls back; at once outside a
 * transaction. What it runs is off the write's path: its failure is `onError`'s, never the write's.
 */
export const afterCommit = (trx: Knex, work: () => void, onError: (error: unknown) => void) => {
  const run = () => {
    try {
      work()
    } catch (error) {
      onError(error)
    }
  }
  const transaction = trx as unknown as Partial<Knex.Transaction>
  if (transaction.isTransaction && transaction.executionPromise)
    transaction.executionPromise.then(run, () => {})
  else queueMicrotask(run)
}
