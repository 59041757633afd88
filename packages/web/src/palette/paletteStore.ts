import { create } from 'zustand'

interface PaletteState {
  /** Whether the command palette is open. */
  open: boolean
  /** Whether the keyboard shortcuts are shown. */
  help: boolean
  setOpen(open: boolean): void
  setHelp(help: boolean): void
}

/** The command palette's and the shortcuts help's open state, shared by the top bar and the keys that open them. */
export const usePaletteStore = create<PaletteState>((set) => ({
  open: false,
  help: false,
  setOpen: (open) => set({ open }),
  setHelp: (help) => set({ help })
}))
