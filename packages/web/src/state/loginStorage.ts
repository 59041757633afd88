import type { UserLike } from '@tutor-admin/shared'

/** The signed-in user as the console keeps it (R-LAY-16): id, role(s) and status. */
export interface SessionUser extends UserLike {
  _id: string
}

/** What localStorage keeps under `login` (C19). */
export interface StoredLogin {
  user: SessionUser | null
  token: string | null
}

/** localStorage keys of the session (C19). */
export const STORAGE_KEYS = { login: 'login', profile: 'profile' } as const

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

const write = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // storage unavailable (private mode): the session lives in memory only
  }
}

/** User and token of a `login` record's text, or nothing when absent or unreadable. */
export const parseLogin = (text: string | null): StoredLogin => {
  try {
    const parsed = JSON.parse(text ?? 'null') as Partial<StoredLogin> | null
    const user = parsed?.user && typeof parsed.user._id === 'string' ? parsed.user : null
    return { user, token: typeof parsed?.token === 'string' ? parsed.token : null }
  } catch {
    return { user: null, token: null }
  }
}

/** The stored user and token, or nothing when absent or unreadable (R-AUTH-04). */
export const readLogin = (): StoredLogin => parseLogin(read(STORAGE_KEYS.login))

/** Writes user and token together under `login`; both empty removes the key. */
export const writeLogin = (login: StoredLogin) =>
  write(STORAGE_KEYS.login, login.user || login.token ? JSON.stringify(login) : null)

export const readProfile = (): string | null => read(STORAGE_KEYS.profile)

export const writeProfile = (profile: string | null) => write(STORAGE_KEYS.profile, profile)
