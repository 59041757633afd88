import { JOURNAL_PATHS, type UndoAnswer, type UndoConflict } from '@tutor-admin/shared'
import { session } from '../api/client'
import { errorText } from '../errors/errorText'
import { readError } from '../api/readError'
import { showError } from '../errors/showError'
import { i18n } from '../i18n/i18n'
import { openDialog } from '../layout/dialogStore'
import { useAppStore } from '../state/appStore'

const send = (batch: string, force: boolean) =>
  session.call<UndoAnswer>(JOURNAL_PATHS.undo, 'create', force ? { batch, force } : { batch })

/** What an undo did: how many rows went back, and how many were left as changed since. */
const undoneText = ({ undone, skipped }: UndoAnswer) => {
  const t = i18n.getFixedT(null, 'list')
  const text = t('journal.undone', { count: undone })
  return skipped.length ? t('journal.undoneSkipped', { undone: text, skipped: skipped.length }) : text
}

/**
 * Undoes an import or a bulk delete (`POST /api/undo`). Rows changed since the batch are listed
 * first, and the others undone only when the person asks; failures go to the error snackbar.
 * Resolves with the answer, none when nothing was undone.
 */
export const undoBatch = async (batch: string, service: string): Promise<UndoAnswer | undefined> => {
  let answer: UndoAnswer
  try {
    answer = await send(batch, false)
  } catch (failure) {
    const { code, data } = readError(failure)
    if (code !== 'changedSince' || !Array.isArray(data.rows)) return void showError(failure, { service })
    const { UndoConflictDialog } = await import('./UndoConflictDialog')
    const forced = await openDialog(UndoConflictDialog, {
      service,
      message: errorText(failure).message,
      rows: data.rows as UndoConflict[]
    })
    if (!forced) return undefined
    try {
      answer = await send(batch, true)
    } catch (again) {
      return void showError(again, { service })
    }
  }
  useAppStore.getState().setSuccess(undoneText(answer))
  return answer
}
