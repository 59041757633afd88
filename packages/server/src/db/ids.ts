import { monotonicFactory } from 'ulid'

const nextUlid = monotonicFactory()

/** Time-ordered string ids: `_id` ascending is creation order. */
export const newId = (): string => nextUlid().toLowerCase()
