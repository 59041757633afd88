import type { MediaRights } from './mediaRights'
import type { AttachmentUse } from './useAttachmentUsage'

/**
 * What the details panel offers to delete a file: nothing without the right; a disabled Delete
 * until the uses are known; Delete for an unused file; for a file in use, a forced Delete that
 * names the uses (administrators) or why it cannot be deleted (anyone else).
 */
export type DeleteState =
  | { kind: 'none' }
  | { kind: 'waiting' }
  | { kind: 'failed' }
  | { kind: 'free' }
  | { kind: 'forced'; uses: AttachmentUse[] }
  | { kind: 'blocked'; uses: AttachmentUse[] }

export interface UsageAnswer {
  data?: { uses: AttachmentUse[] }
  isError: boolean
}

export const deleteState = (
  rights: Pick<MediaRights, 'remove' | 'forceRemove'>,
  usage: UsageAnswer
): DeleteState => {
  if (!rights.remove) return { kind: 'none' }
  if (!usage.data) return { kind: usage.isError ? 'failed' : 'waiting' }
  const { uses } = usage.data
  if (uses.length === 0) return { kind: 'free' }
  return rights.forceRemove ? { kind: 'forced', uses } : { kind: 'blocked', uses }
}
