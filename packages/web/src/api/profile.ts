import type { PersonName } from '@tutor-admin/shared'
import type { SessionUser } from '../state/loginStorage'

/** What the console shows of the signed-in user beyond id, role and status; kept under `profile` (C19). */
export interface Profile {
  name?: PersonName
  email?: string
  avatar?: string | null
  modified?: string
}

/** Splits a user record into the session part and the profile part (R-LAY-16). */
export const splitUser = (
  user: SessionUser & Record<string, unknown>
): { user: SessionUser; profile: Profile } => {
  const { _id, role, roles, status, name, email, avatar, modified } = user
  return {
    user: { _id, role, roles, status },
    profile: {
      name: name as PersonName,
      email: email as string,
      avatar: avatar as string | null,
      modified: modified as string
    }
  }
}

/** The stored profile, or an empty one when absent or unreadable. */
export const parseProfile = (stored: string | null): Profile => {
  try {
    const parsed = JSON.parse(stored ?? '{}') as unknown
    return parsed && typeof parsed === 'object' ? (parsed as Profile) : {}
  } catch {
    return {}
  }
}
