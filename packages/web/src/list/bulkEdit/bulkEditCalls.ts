import {
  BULK_EDIT_PATH,
  type BulkEditJob,
  type BulkEditPreview,
  type BulkEditRequest
} from '@tutor-admin/shared'
import { session } from '../../api/client'

const POLL_MS = 250

/** How many records a bulk edit covers, its changes checked by the server (400 names each bad one). */
export const previewBulkEdit = (request: BulkEditRequest) =>
  session.call<BulkEditPreview>(BULK_EDIT_PATH, 'create', { ...request, preview: true })

/** Starts a bulk edit on the server: its state, running. */
export const startBulkEdit = (request: BulkEditRequest) =>
  session.call<BulkEditJob>(BULK_EDIT_PATH, 'create', request)

/** Asks the server to stop a running bulk edit after its current batch. */
export const cancelBulkEdit = (job: string) => session.call<BulkEditJob>(BULK_EDIT_PATH, 'remove', job)

/** Follows a bulk edit until it ends, telling each state read on the way; answers its last state. */
export const followBulkEdit = async (
  job: string,
  onState: (state: BulkEditJob) => void
): Promise<BulkEditJob> => {
  for (;;) {
    const state = await session.call<BulkEditJob>(BULK_EDIT_PATH, 'get', job)
    onState(state)
    if (state.phase !== 'write') return state
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
