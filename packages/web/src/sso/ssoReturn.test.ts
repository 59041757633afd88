import { SSO_PATHS } from '@tutor-admin/shared'
import { beforeEach, describe, expect, it } from 'vitest'
import { takeSsoReturn } from './ssoReturn'
import { leaveSsoProvider, rememberSsoSession } from './ssoSession'

const arriveAt = (address: string) => window.history.replaceState(null, '', address)

describe('back from single sign-on (R-AUTH-16)', () => {
  beforeEach(() => {
    localStorage.clear()
    arriveAt('/login')
  })

  it('takes the one-time code off the address at once, and answers it once', () => {
    arriveAt('/login?next=%2Fteachers#sso=one-time-code')
    expect(takeSsoReturn()).toEqual({ code: 'one-time-code' })
    expect(window.location.hash).toBe('')
    expect(window.location.pathname + window.location.search).toBe('/login?next=%2Fteachers')
    expect(takeSsoReturn()).toBeNull()
  })

  it('answers a refusal by its code, an unknown one as a failed single sign-on', () => {
    arriveAt('/login#sso-error=ssoDomainNotAllowed')
    expect(takeSsoReturn()).toEqual({ error: 'ssoDomainNotAllowed' })
    arriveAt('/login#sso-error=<script>')
    expect(takeSsoReturn()).toEqual({ error: 'ssoFailed' })
    expect(window.location.hash).toBe('')
  })

  it('leaves other fragments alone', () => {
    arriveAt('/login#top')
    expect(takeSsoReturn()).toBeNull()
    expect(window.location.hash).toBe('#top')
  })

  it('signs out at the provider only after a session that came from single sign-on, once', () => {
    const went: string[] = []
    expect(leaveSsoProvider((url) => went.push(url))).toBe(false)
    rememberSsoSession()
    expect(leaveSsoProvider((url) => went.push(url))).toBe(true)
    expect(leaveSsoProvider((url) => went.push(url))).toBe(false)
    expect(went).toEqual([SSO_PATHS.logout])
  })
})
