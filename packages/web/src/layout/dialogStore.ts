import { TIMING_CONSTANTS } from '@tutor-admin/shared/constants'
import type { ComponentType } from 'react'
import { create } from 'zustand'

/** What a dialog opened with {@link openDialog} receives besides its own props. */
export interface DialogProps<R> {
  open: boolean
  /** Closes the dialog; the result (undefined when cancelled) settles `openDialog`. */
  close: (result?: R) => void
}

interface DialogEntry {
  id: number
  Component: ComponentType<DialogProps<unknown> & Record<string, unknown>>
  props: Record<string, unknown>
  open: boolean
  close: (result?: unknown) => void
}

interface DialogState {
  dialogs: DialogEntry[]
}

/** The open (and just closed) dialogs that the dialog host renders. */
export const useDialogStore = create<DialogState>()(() => ({ dialogs: [] }))

let nextId = 1

/**
 * Opens a modal dialog and waits for its result (R-LAY-13). A closed dialog stays mounted for
 * 500 ms so that it can animate out, then leaves the DOM.
 * @example const confirmed = await openDialog(ConfirmDialog, { message })
 */
export const openDialog = <R, P extends object>(
  Component: ComponentType<DialogProps<R> & P>,
  props: P
): Promise<R | undefined> =>
  new Promise((resolve) => {
    const id = nextId++
    const close = (result?: unknown) => {
      const { dialogs } = useDialogStore.getState()
      if (!dialogs.some((dialog) => dialog.id === id && dialog.open)) return
      useDialogStore.setState({
        dialogs: dialogs.map((dialog) => (dialog.id === id ? { ...dialog, open: false } : dialog))
      })
      resolve(result as R | undefined)
      setTimeout(
        () =>
          useDialogStore.setState((state) => ({
            dialogs: state.dialogs.filter((dialog) => dialog.id !== id)
          })),
        TIMING_CONSTANTS.dialogRemoveDelay
      )
    }
    const entry = { id, Component, props, open: true, close } as unknown as DialogEntry
    useDialogStore.setState((state) => ({ dialogs: [...state.dialogs, entry] }))
  })
