import { describe, expect, it } from 'vitest'
import { twoFactorChallenge } from './twoFactorChallenge'

const refusal = (data: Record<string, unknown>) => ({ name: 'NotAuthenticated', code: 401, data })

describe('the second step a refused sign-in asks for', () => {
  it('reads a code step or an enrolment step with its challenge', () => {
    expect(twoFactorChallenge(refusal({ code: 'twoFactorRequired', challenge: 'c1' }))).toEqual({
      challenge: 'c1',
      enrol: false
    })
    expect(twoFactorChallenge(refusal({ code: 'twoFactorEnrolmentRequired', challenge: 'c2' }))).toEqual({
      challenge: 'c2',
      enrol: true
    })
  })

  it('is nothing for other refusals or a missing challenge', () => {
    expect(twoFactorChallenge(refusal({ code: 'invalidLogin' }))).toBeUndefined()
    expect(twoFactorChallenge(refusal({ code: 'twoFactorRequired' }))).toBeUndefined()
    expect(twoFactorChallenge(new Error('offline'))).toBeUndefined()
  })
})
