import { readError } from '../api/readError'

/** The second step a refused password step asks for: a code, or enrolment first. */
export interface TwoFactorChallenge {
  challenge: string
  enrol: boolean
}

/** The challenge of a sign-in refused with `twoFactorRequired` or `twoFactorEnrolmentRequired`; undefined otherwise. */
export const twoFactorChallenge = (error: unknown): TwoFactorChallenge | undefined => {
  const { code, data } = readError(error)
  if (typeof data.challenge !== 'string') return undefined
  if (code === 'twoFactorRequired') return { challenge: data.challenge, enrol: false }
  if (code === 'twoFactorEnrolmentRequired') return { challenge: data.challenge, enrol: true }
  return undefined
}
