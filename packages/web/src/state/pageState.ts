import { PAGE_STATE_ID } from '@tutor-admin/shared/page/page-render'
import { readLogin, type SessionUser } from './loginStorage'

/** One query's answer as the server read it, under the key the console asks for it with. */
export interface SeededQuery {
  key: readonly unknown[]
  data: unknown
}

/** The data a page rendered on the server was made from, embedded in it for the console to start from. */
export interface PageState {
  /** The signed-in user as the console keeps it (R-LAY-16). */
  user: SessionUser
  /** The profile as the console keeps it under `profile` (C19). */
  profile: string
  /** The page title of the top bar. */
  title: string
  queries: SeededQuery[]
}

/** JSON that cannot end or open anything inside a script element. */
export const serializePageState = (state: PageState): string =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

let read: { state: PageState | undefined } | undefined

/**
 * The state embedded in a page the server rendered, read once; only when it was rendered for the
 * user signed in here (another account's page, or none stored, starts as usual).
 */
export const readPageState = (): PageState | undefined => {
  if (read) return read.state
  read = { state: undefined }
  if (typeof document === 'undefined') return undefined
  const element = document.getElementById(PAGE_STATE_ID)
  if (!element?.textContent) return undefined
  try {
    const state = JSON.parse(element.textContent) as PageState
    const stored = readLogin().user
    if (stored && state.user?._id === stored._id) read.state = state
  } catch {
    // unreadable: start as usual
  }
  return read.state
}
