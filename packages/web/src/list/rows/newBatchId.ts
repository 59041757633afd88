/**
 * A new batch id for a bulk delete sent in several calls (docs/journal.md): 32 random hex digits,
 * within `BATCH_ID`, made without `crypto.randomUUID`, which plain-http consoles lack.
 */
export const newBatchId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    ''
  )
