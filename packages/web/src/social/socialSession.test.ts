import type { SocialProvider } from '@tutor-admin/shared'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { socialLoaderOf } from './socialLoader'
import { forgetSocialSession, leaveSocialProvider, rememberSocialSession } from './socialSession'

const facebook: SocialProvider = {
  id: 'facebook',
  name: 'Facebook',
  sdk: 'facebook',
  script: 'https://sdk.test/sdk.js',
  clientId: 'app-1',
  scope: 'email'
}
const providers = async () => [facebook]
// The provider's one loader, spied on: no SDK is loaded.
const logout = vi.spyOn(socialLoaderOf(facebook), 'logout').mockResolvedValue(undefined)
afterAll(() => vi.restoreAllMocks())
const tokenOf = (sid: string) => `h.${btoa(JSON.stringify({ sid, sub: 'u1' })).replace(/=+$/, '')}.s`

describe('signing out at the social provider the session came from (R-AUTH-16)', () => {
  beforeEach(() => {
    logout.mockClear()
    forgetSocialSession()
  })

  it("calls the provider's logout, loading its SDK, after signing out of that session, once", async () => {
    rememberSocialSession('facebook', tokenOf('s1'))
    await leaveSocialProvider(tokenOf('s1'), providers)
    expect(logout).toHaveBeenCalledWith({ load: true })
    await leaveSocialProvider(tokenOf('s1'), providers)
    expect(logout).toHaveBeenCalledTimes(1)
  })

  it('leaves the provider alone after a session that did not come from it, or after disconnecting', async () => {
    await leaveSocialProvider(tokenOf('s1'), providers)
    rememberSocialSession('facebook', tokenOf('s1'))
    await leaveSocialProvider(tokenOf('s2'), providers)
    rememberSocialSession('facebook', tokenOf('s3'))
    forgetSocialSession()
    await leaveSocialProvider(tokenOf('s3'), providers)
    rememberSocialSession('gone', tokenOf('s4'))
    await leaveSocialProvider(tokenOf('s4'), providers)
    expect(logout).not.toHaveBeenCalled()
  })
})
