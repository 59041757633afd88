import { describe, expect, it } from 'vitest'
import { readSocialProviders, socialPolicy } from './social-providers'

describe('SOCIAL_SIGN_IN (R-AUTH-16)', () => {
  it('is no provider when unset or blank', () => {
    expect(readSocialProviders(undefined)).toEqual([])
    expect(readSocialProviders('  ')).toEqual([])
    expect(socialPolicy([])).toEqual({ 'script-src': ["'self'"] })
  })

  it('fills in the defaults of the SDK', () => {
    const [provider] = readSocialProviders('[{"sdk":"facebook","clientId":"42","name":"FB"}]')
    expect(provider).toMatchObject({
      id: 'facebook',
      name: 'FB',
      script: 'https://connect.facebook.net/en_US/sdk.js',
      clientId: '42'
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
    ['two of one id', '[{"sdk":"facebook","clientId":"1"},{"sdk":"facebook","clientId":"2"}]', /same id/]
  ])('refuses %s with a clear message', (_case, value, message) => {
    expect(() => readSocialProviders(value)).toThrow(message)
  })
})
