import { describe, expect, it } from 'vitest'
import { publishedProvider, readSocialProviders, socialPolicy } from './social-providers'

/** `SOCIAL_SIGN_IN` with the secret of a provider `facebook` in its default variable. */
const read = (value: string | undefined, env: Record<string, string> = {}) =>
  readSocialProviders({ SOCIAL_SIGN_IN: value, SOCIAL_SECRET_FACEBOOK: 'fb-secret', ...env })

describe('SOCIAL_SIGN_IN (R-AUTH-16)', () => {
  it('is no provider when unset or blank', () => {
    expect(readSocialProviders({})).toEqual([])
    expect(read('  ')).toEqual([])
    expect(socialPolicy([])).toEqual({ 'script-src': ["'self'"] })
  })

  it('fills in the defaults of the SDK, with the secret of SOCIAL_SECRET_<ID> and the rules of single sign-on', () => {
    const [provider] = read('[{"sdk":"facebook","clientId":"42","name":"FB"}]')
    expect(provider).toEqual({
      id: 'facebook',
      name: 'FB',
      sdk: 'facebook',
      script: 'https://connect.facebook.net/en_US/sdk.js',
      clientId: '42',
      scope: 'public_profile,email',
      origins: ['https://www.facebook.com', 'https://web.facebook.com', 'https://graph.facebook.com'],
      apiUrl: 'https://graph.facebook.com',
      secret: 'fb-secret',
      allowedDomains: [],
      newAccountRole: null
    })
  })

  it('takes the API address, the secret variable, the allowed domains and the new-account role', () => {
    const [provider] = read(
      JSON.stringify([
        {
          sdk: 'facebook',
          id: 'fb-staff',
          clientId: '42',
          apiUrl: 'http://127.0.0.1:9000/',
          secretEnv: 'FB_APP_SECRET',
          allowedDomains: ['School.test', '@staff.school.test'],
          newAccountRole: 'editor'
        }
      ]),
      { FB_APP_SECRET: ' s3cret ' }
    )
    expect(provider).toMatchObject({
      id: 'fb-staff',
      apiUrl: 'http://127.0.0.1:9000',
      secret: 's3cret',
      allowedDomains: ['school.test', 'staff.school.test'],
      newAccountRole: 'editor'
    })
    expect(
      read('[{"sdk":"facebook","id":"fb-staff","clientId":"1"}]', { SOCIAL_SECRET_FB_STAFF: 'x' })
    ).toEqual([expect.objectContaining({ secret: 'x' })])
  })

  it('publishes what the SDK needs, never the secret, the API address or the rules', () => {
    const [provider] = read('[{"sdk":"facebook","clientId":"42","allowedDomains":"school.test"}]')
    expect(publishedProvider(provider)).toEqual({
      id: 'facebook',
      name: 'Facebook',
      sdk: 'facebook',
      script: 'https://connect.facebook.net/en_US/sdk.js',
      clientId: '42',
      scope: 'public_profile,email'
    })
  })

  it.each([
    ['not JSON', 'facebook', /JSON list/],
    ['not a list', '{"sdk":"facebook"}', /JSON list/],
    ['an unknown SDK', '[{"sdk":"myspace","clientId":"1"}]', /needs sdk facebook/],
    ['no client id', '[{"sdk":"facebook"}]', /needs its clientId/],
    [
      'a script that is no web address',
      '[{"sdk":"facebook","clientId":"1","script":"javascript:x"}]',
      /http\(s\)/
    ],
    ['a bad id', '[{"sdk":"facebook","clientId":"1","id":"Face Book"}]', /lower-case/],
    ['two of one id', '[{"sdk":"facebook","clientId":"1"},{"sdk":"facebook","clientId":"2"}]', /same id/],
    [
      'an API address that is no web address',
      '[{"sdk":"facebook","clientId":"1","apiUrl":"ftp://x"}]',
      /apiUrl must be an http\(s\) address/
    ],
    ['a bad secret variable', '[{"sdk":"facebook","clientId":"1","secretEnv":"A B"}]', /secretEnv/],
    [
      'a missing secret',
      '[{"sdk":"facebook","clientId":"1","secretEnv":"NOT_SET_HERE"}]',
      /provider facebook needs its app secret in NOT_SET_HERE/
    ],
    [
      'an unknown role',
      '[{"sdk":"facebook","clientId":"1","newAccountRole":"owner"}]',
      /newAccountRole must be/
    ]
  ])('refuses %s with a clear message', (_case, value, message) => {
    expect(() => read(value)).toThrow(message)
  })
})
