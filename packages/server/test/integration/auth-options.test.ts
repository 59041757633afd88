import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

const policyOf = async (server: TestServer) =>
  (await fetch(`${server.url}/login`)).headers.get('content-security-policy') ?? ''

describe('sign-in options without social providers (R-AUTH-16)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.stop())

  it('answers no provider, without a token', async () => {
    expect(await server.client().request('GET', '/api/auth-options')).toEqual({
      status: 200,
      body: { providers: [], sso: null }
    })
  })

  it('lets pages run scripts of their own origin only', async () => {
    const policy = await policyOf(server)
    expect(policy).toContain("script-src 'self';")
    expect(policy).not.toContain('frame-src')
  })

  it('takes no other method', async () => {
    expect((await server.client().request('POST', '/api/auth-options', {})).status).toBe(405)
  })
})

describe('sign-in options with a configured provider (R-AUTH-16)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      SOCIAL_SIGN_IN: JSON.stringify([
        { sdk: 'facebook', clientId: '1234', script: 'https://sdk.test/sdk.js' }
      ]),
      SOCIAL_SECRET_FACEBOOK: 'app-secret-1234'
    })
  })
  afterAll(() => server?.stop())

  it('publishes the provider with its defaults, without its origins, API address or secret', async () => {
    expect((await server.client().request('GET', '/api/auth-options')).body).toEqual({
      providers: [
        {
          id: 'facebook',
          name: 'Facebook',
          sdk: 'facebook',
          script: 'https://sdk.test/sdk.js',
          clientId: '1234',
          scope: 'public_profile,email'
        }
      ],
      sso: null
    })
  })

  it("lets pages load the provider's script and open its frames", async () => {
    const policy = await policyOf(server)
    expect(policy).toContain("script-src 'self' https://sdk.test;")
    expect(policy).toContain("frame-src 'self' https://sdk.test https://www.facebook.com")
  })
})
