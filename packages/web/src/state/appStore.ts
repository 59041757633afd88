import { UI_CONSTANTS } from '@tutor-admin/shared/constants'
import { type ErrorCode } from '@tutor-admin/shared/errors/error-codes'
import { DEFAULT_LANG, type Lang } from '@tutor-admin/shared/locale/langs'
import type { ReactNode } from 'react'
import { create } from 'zustand'
import {
  readLogin,
  readProfile,
  STORAGE_KEYS,
  writeLogin,
  writeProfile,
  type SessionUser
} from './loginStorage'
import { readPageState } from './pageState'

/** A button a page puts in the top bar (R-LAY-10). */
export interface PageAction {
  key: string
  label: string
  icon?: ReactNode
  run: () => unknown
}

/** A button beside a success message, e.g. Undo after a bulk delete. */
export interface MessageAction {
  label: string
  run: () => unknown
}

/** Layout flags a page may set (R-LAY-09). */
export interface PageLayout {
  fullPage: boolean
  noDrawer: boolean
}

/** The state of the console (R-LAY-16). */
export interface AppState extends PageLayout {
  locale: Lang
  title: string
  titleArgs: Record<string, unknown>
  pageActions: PageAction[]
  /** Key of the action button whose work is running (R-LAY-15). */
  processing: string | null
  fullscreen: boolean
  dark: boolean
  /** The drawer is open (250 px) rather than mini, on wide screens. */
  drawerOpen: boolean
  currencySymbol: string
  error: string | null
  /** The server's own words about the error, shown smaller beneath it. */
  errorDetail: string | null
  success: string | null
  successAction: MessageAction | null
  user: SessionUser | null
  token: string | null
  profile: string | null
  /** The session ended on its own: the login page says so. */
  loginNotice: boolean
  /** Why it ended, when the server said (a frozen or removed account, an expired token). */
  sessionEndCode: ErrorCode | null
  /** Why the server ended the session (`sessionEnded`): a password change, another browser, an administrator. */
  sessionEndReason: string | null
  initialised: boolean
}

interface AppActions {
  setLocale(locale: Lang): void
  setTitle(title: string, titleArgs?: Record<string, unknown>): void
  setPageActions(actions: PageAction[]): void
  setPageLayout(layout: Partial<PageLayout>): void
  setProcessing(key: string | null): void
  setFullscreen(fullscreen: boolean): void
  setDark(dark: boolean): void
  setDrawerOpen(open: boolean): void
  /** Shows an error message, and the server's words as its detail when given. */
  setError(message: string | null, detail?: string | null): void
  /** Shows a success message, with a button (Undo) when given. */
  setSuccess(message: string | null, action?: MessageAction): void
  /** Sets the user and token, stored together under `login` (R-AUTH-04). */
  setLogin(user: SessionUser | null, token: string | null): void
  setProfile(profile: string | null): void
  /**
   * Forgets user, token and profile; `notice` flags the login page message (R-AUTH-09), `code` says
   * why the session ended when the server said.
   */
  clearLogin(notice: boolean, code?: ErrorCode, reason?: string): void
  /**
   * Takes what another tab stored under `login` and `profile` (R-AUTH-15): signed out there is
   * signed out here, another account signed in there is that account here.
   */
  followStorage(): void
  setInitialised(initialised: boolean): void
}

const DARK_KEY = 'dark'

const storedDark = () => {
  try {
    return localStorage.getItem(DARK_KEY) === 'true'
  } catch {
    return false
  }
}

/** The state a fresh console starts with, before anything is read from storage. */
export const initialAppState = (): AppState => ({
  locale: DEFAULT_LANG,
  title: '',
  titleArgs: {},
  pageActions: [],
  processing: null,
  fullscreen: false,
  fullPage: false,
  noDrawer: false,
  dark: false,
  drawerOpen: true,
  currencySymbol: UI_CONSTANTS.currencySymbol,
  error: null,
  errorDetail: null,
  success: null,
  successAction: null,
  user: null,
  token: null,
  profile: null,
  loginNotice: false,
  sessionEndCode: null,
  sessionEndReason: null,
  initialised: false
})

/**
 * The console's store; it starts from what localStorage keeps (R-AUTH-04), and from a page the
 * server rendered its profile and title.
 */
export const useAppStore = create<AppState & AppActions>()((set, get) => ({
  ...initialAppState(),
  ...readLogin(),
  profile: readPageState()?.profile ?? readProfile(),
  title: readPageState()?.title ?? '',
  dark: storedDark(),
  drawerOpen: !storedDark(),
  setLocale: (locale) => set({ locale }),
  setTitle: (title, titleArgs = {}) => set({ title, titleArgs }),
  setPageActions: (pageActions) => set({ pageActions }),
  setPageLayout: (layout) => set({ fullPage: false, noDrawer: false, ...layout }),
  setProcessing: (processing) => set({ processing }),
  setFullscreen: (fullscreen) => set({ fullscreen }),
  setDark: (dark) => {
    try {
      localStorage.setItem(DARK_KEY, String(dark))
    } catch {
      // not kept across reloads then
    }
    // Dark mode collapses the drawer to mini (R-LAY-09); it can be opened again.
    set(dark ? { dark, drawerOpen: false } : { dark })
  },
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  setError: (error, detail = null) => set({ error, errorDetail: error ? detail : null }),
  setSuccess: (success, action) => set({ success, successAction: success ? (action ?? null) : null }),
  setLogin: (user, token) => {
    writeLogin({ user, token })
    const current = get()
    // The socket signing in again brings the same account: the console need not render again.
    const same = JSON.stringify(user) === JSON.stringify(current.user)
    if (same && token === current.token && !current.loginNotice) return
    set({ user: same ? current.user : user, token, loginNotice: false, sessionEndCode: null })
  },
  setProfile: (profile) => {
    writeProfile(profile)
    if (profile !== get().profile) set({ profile })
  },
  clearLogin: (notice, code, reason) => {
    writeLogin({ user: null, token: null })
    writeProfile(null)
    set({
      user: null,
      token: null,
      profile: null,
      loginNotice: notice,
      sessionEndCode: code ?? null,
      sessionEndReason: reason ?? null
    })
  },
  followStorage: () => {
    const { user, token } = readLogin()
    const current = get()
    if (user?._id !== current.user?._id)
      set({ user, token, profile: user ? readProfile() : null, loginNotice: false, sessionEndCode: null })
    else if (user && (token !== current.token || readProfile() !== current.profile))
      set({ token, profile: readProfile() })
  },
  setInitialised: (initialised) => set({ initialised })
}))

const STORED = new Set<string>(Object.values(STORAGE_KEYS))

// Another tab signing in or out writes localStorage; this console follows (R-AUTH-15).
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === null || STORED.has(event.key)) useAppStore.getState().followStorage()
  })

/** Logged in means a user id is present (R-AUTH-05). */
export const isLoggedIn = (state: Pick<AppState, 'user'>): boolean => Boolean(state.user?._id)
