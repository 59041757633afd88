import { describe, expect, it } from 'vitest'
import { readOidcSettings } from './oidc-config'

const base = {
  OIDC_ISSUER: 'https://id.example.org',
  OIDC_CLIENT_ID: 'console',
  OIDC_CLIENT_SECRET: 'secret'
}

describe('single sign-on settings (R-AUTH-16)', () => {
  it('are off without an issuer', () => {
    expect(readOidcSettings({})).toBeNull()
    expect(readOidcSettings({ OIDC_ISSUER: ' ', OIDC_CLIENT_ID: 'x' })).toBeNull()
  })

  it('have defaults for the name, the domains and new accounts', () => {
    expect(readOidcSettings(base)).toEqual({
      issuer: 'https://id.example.org',
      clientId: 'console',
      clientSecret: 'secret',
      name: 'SSO',
      allowedDomains: [],
      newAccountRole: null
    })
  })

  it('read the domains without case, spaces or @, and the new accounts’ role', () => {
    expect(
      readOidcSettings({
        ...base,
        OIDC_NAME: ' School ',
        OIDC_ALLOWED_DOMAINS: 'School.EDU, @staff.school.edu,,',
        OIDC_NEW_ACCOUNT_ROLE: 'editor'
      })
    ).toMatchObject({
      name: 'School',
      allowedDomains: ['school.edu', 'staff.school.edu'],
      newAccountRole: 'editor'
    })
  })

  it('refuse what cannot work, saying which setting', () => {
    expect(() => readOidcSettings({ ...base, OIDC_ISSUER: 'id.example.org' })).toThrow('OIDC_ISSUER')
    expect(() => readOidcSettings({ ...base, OIDC_ISSUER: 'ftp://id.example.org' })).toThrow('OIDC_ISSUER')
    expect(() => readOidcSettings({ ...base, OIDC_CLIENT_SECRET: '' })).toThrow('OIDC_CLIENT_SECRET')
    expect(() => readOidcSettings({ ...base, OIDC_NEW_ACCOUNT_ROLE: 'owner' })).toThrow(
      'OIDC_NEW_ACCOUNT_ROLE'
    )
  })
})
