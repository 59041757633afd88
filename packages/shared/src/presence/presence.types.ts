/** The service through which the console says which record a person has open (docs/journal.md, "Presence"). */
export const PRESENCE_PATH = 'presence'

/** The event of the presence service with the people on one record after a change. */
export const PRESENCE_EVENT = 'changed'

export const PRESENCE_TIMING = {
  /** How often an open editor says it is still open. */
  heartbeatMs: 10_000,
  /** How long a presence lasts without a heartbeat (a connection lost unnoticed). */
  ttlMs: 25_000,
  /** How often the server looks for presences past their time. */
  sweepMs: 5_000
} as const

/** A person shown as having a record open; the avatar is `/api/users/pic/{_id}`. */
export interface PresenceUser {
  _id: string
  name: string
}

/** Who has one record open, besides nobody: the answer of find and create and the data of `changed`. */
export interface RecordPresence {
  collection: string
  recordId: string
  users: PresenceUser[]
}
