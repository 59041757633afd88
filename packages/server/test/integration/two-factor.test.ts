import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TWO_FACTOR_TABLE } from '../../src/db/schema/security-tables'
import { startTestServer, type Account, type Client, type TestServer } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES: '4' })
})
afterAll(() => server?.stop())

const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at })
const STEP_MS = 30_000

const passwordStep = (account: { email: string; password: string }) =>
  server.client().request('POST', '/api/authentication', {
    strategy: 'local',
    email: account.email,
    password: account.password
  })
const codeStep = (challenge: string, code: string) =>
  server.client().request('POST', '/api/authentication', { strategy: 'twoFactor', challenge, code })

/** Enrols a signed-in person: answers the secret shown and the recovery codes. */
const enrol = async (account: Client) => {
  const started = await account.request('POST', '/api/twoFactor', { action: 'start' })
  expect(started).toMatchObject({ status: 201, body: { secret: expect.any(String) } })
  expect(started.body.qrCode).toMatch(/^data:image\/png;base64,/)
  expect(started.body.uri).toMatch(/^otpauth:\/\/totp\//)
  const secret: string = started.body.secret
  const confirmed = await account.request('POST', '/api/twoFactor', {
    action: 'confirm',
    code: codeOf(secret)
  })
  expect(confirmed.status).toBe(201)
  expect(confirmed.body.recoveryCodes).toHaveLength(10)
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] }
}

const enrolled = async (data: Record<string, unknown> = {}) => {
  const account = await server.signIn(data)
  return { account, ...(await enrol(account)) }
}

/** The password step of an account with two-factor: 401 `twoFactorRequired` with a challenge. */
const challengeOf = async (account: Account) => {
  const answer = await passwordStep(account)
  expect(answer).toMatchObject({ status: 401, body: { data: { code: 'twoFactorRequired' } } })
  expect(answer.body).not.toHaveProperty('accessToken')
  return answer.body.data.challenge as string
}

const kindsOf = async (account: string) => {
  const log = await server.request('GET', `/api/securityEvents?account=${account}&$limit=100`)
  return log.body.data.map((event: { kind: string }) => event.kind)
}

describe('two-factor sign-in with an authenticator app', () => {
  it('asks for a code after the right password, and the right code signs in with a session', async () => {
    const { account, secret } = await enrolled()
    const challenge = await challengeOf(account)
    // The enrolment used this step's code: the next step's is within the window.
    const signedIn = await codeStep(challenge, codeOf(secret, Date.now() + STEP_MS))
    expect(signedIn).toMatchObject({ status: 201, body: { accessToken: expect.any(String) } })
    expect(signedIn.body.user._id).toBe(account.user._id)
    const own = server.client(signedIn.body.accessToken)
    expect((await own.request('GET', '/api/teachers')).status).toBe(200)
    expect((await own.request('GET', '/api/sessions')).body.data.some((s: any) => s.current)).toBe(true)
    expect(await kindsOf(account.user._id)).toEqual(expect.arrayContaining(['twoFactorEnrolled', 'signIn']))
  })

  it('refuses a wrong code, a code two steps away and a forged challenge, and logs the failures', async () => {
    const { account, secret } = await enrolled()
    const challenge = await challengeOf(account)
    const wrong = await codeStep(challenge, codeOf(secret) === '000000' ? '111111' : '000000')
    expect(wrong).toMatchObject({ status: 401, body: { data: { code: 'invalidTwoFactorCode' } } })
    expect((await codeStep(challenge, codeOf(secret, Date.now() + 3 * STEP_MS))).status).toBe(401)
    // The signature's first character changed (to another one whatever it was).
    const [payload, signature] = challenge.split('.')
    const forged = await codeStep(
      `${payload}.${signature[0] === 'x' ? 'y' : 'x'}${signature.slice(1)}`,
      codeOf(secret)
    )
    expect(forged).toMatchObject({
      status: 401,
      body: { data: { code: 'invalidTwoFactorCode', expired: 1 } }
    })
    expect(
      (await kindsOf(account.user._id)).filter((kind: string) => kind === 'twoFactorFailed')
    ).toHaveLength(2)
  })

  it('refuses a code used already (replayed)', async () => {
    const { account, secret } = await enrolled()
    const code = codeOf(secret, Date.now() + STEP_MS)
    expect((await codeStep(await challengeOf(account), code)).status).toBe(201)
    const replayed = await codeStep(await challengeOf(account), code)
    expect(replayed).toMatchObject({ status: 401, body: { data: { code: 'invalidTwoFactorCode' } } })
  })

  it('throttles wrong codes per account like passwords: 429 after the limit, even for the right code', async () => {
    const { account, secret } = await enrolled()
    const challenge = await challengeOf(account)
    for (let i = 0; i < 4; i++) expect((await codeStep(challenge, '000000')).status).toBe(401)
    const locked = await codeStep(challenge, codeOf(secret, Date.now() + STEP_MS))
    expect(locked).toMatchObject({ status: 429, body: { data: { code: 'tooManyAttempts' } } })
    expect(await kindsOf(account.user._id)).toContain('locked')
  })

  it('takes each recovery code once', async () => {
    const { account, recoveryCodes } = await enrolled()
    const used = await codeStep(await challengeOf(account), recoveryCodes[0].toUpperCase())
    expect(used.status).toBe(201)
    expect((await codeStep(await challengeOf(account), recoveryCodes[0])).status).toBe(401)
    expect((await codeStep(await challengeOf(account), recoveryCodes[1])).status).toBe(201)
    const status = await account.request('GET', '/api/twoFactor')
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 8 })
    expect(await kindsOf(account.user._id)).toContain('recoveryCodeUsed')
  })

  it('keeps recovery codes working when the secret no longer opens (AUTH_SECRET changed)', async () => {
    const { account, secret, recoveryCodes } = await enrolled()
    const table = () => server.app.get('knex')(TWO_FACTOR_TABLE).where('_id', account.user._id)
    await table().update({ secret: 'v1.sealed.with.another-key' })
    expect((await codeStep(await challengeOf(account), codeOf(secret, Date.now() + STEP_MS))).status).toBe(
      401
    )
    expect((await codeStep(await challengeOf(account), recoveryCodes[0])).status).toBe(201)
  })

  it('disables with a current code or the password, not with a wrong one', async () => {
    const { account, secret } = await enrolled()
    const wrong = await account.request('POST', '/api/twoFactor', {
      action: 'disable',
      password: 'not-it-at-all'
    })
    expect(wrong).toMatchObject({ status: 400, body: { data: { code: 'wrongPassword' } } })
    const off = await account.request('POST', '/api/twoFactor', {
      action: 'disable',
      code: codeOf(secret, Date.now() + STEP_MS)
    })
    expect(off).toMatchObject({ status: 201, body: { enabled: false } })
    expect((await passwordStep(account)).status).toBe(201)
    await enrol(account)
    const byPassword = await account.request('POST', '/api/twoFactor', {
      action: 'disable',
      password: account.password
    })
    expect(byPassword).toMatchObject({ status: 201, body: { enabled: false } })
    expect(await kindsOf(account.user._id)).toContain('twoFactorDisabled')
  })

  it('sends a person of a required role to enrolment after the password, signs in with its first code and answers the recovery codes', async () => {
    const required = await startTestServer({ TWO_FACTOR_REQUIRED_ROLES: 'editor' })
    const created = await required.createUser({ role: 'editor' })
    const passwordStep = (account: { email: string; password: string }) =>
      required.client().request('POST', '/api/authentication', { strategy: 'local', ...account })
    const codeStep = (challenge: string, code: string) =>
      required.client().request('POST', '/api/authentication', { strategy: 'twoFactor', challenge, code })
    const first = await passwordStep(created)
    expect(first).toMatchObject({ status: 401, body: { data: { code: 'twoFactorEnrolmentRequired' } } })
    const challenge = first.body.data.challenge
    // The enrolment challenge opens nothing else.
    expect((await required.client(challenge).request('GET', '/api/teachers')).status).toBe(401)
    expect((await required.client().request('POST', '/api/twoFactor', { action: 'start' })).status).toBe(401)
    const started = await required.client().request('POST', '/api/twoFactor', { action: 'start', challenge })
    expect(started.status).toBe(201)
    const signedIn = await codeStep(challenge, codeOf(started.body.secret))
    expect(signedIn).toMatchObject({ status: 201, body: { accessToken: expect.any(String) } })
    expect(signedIn.body.recoveryCodes).toHaveLength(10)
    const own = required.client(signedIn.body.accessToken)
    expect((await own.request('GET', '/api/twoFactor')).body).toMatchObject({ enabled: true, required: true })
    const off = await own.request('POST', '/api/twoFactor', { action: 'disable', password: created.password })
    expect(off.status).toBe(403)
    expect((await passwordStep(created)).body.data.code).toBe('twoFactorRequired')
    await required.stop()
  })

  it('lets administrators only reset a person’s two-factor', async () => {
    const { account } = await enrolled()
    const other = await server.signIn()
    const refused = await other.request('POST', '/api/twoFactor', {
      action: 'reset',
      account: account.user._id
    })
    expect(refused.status).toBe(403)
    expect((await other.request('GET', `/api/twoFactor?account=${account.user._id}`)).status).toBe(403)
    expect((await server.request('GET', `/api/twoFactor?account=${account.user._id}`)).body.enabled).toBe(
      true
    )
    const reset = await server.request('POST', '/api/twoFactor', {
      action: 'reset',
      account: account.user._id
    })
    expect(reset).toMatchObject({ status: 201, body: { enabled: false } })
    expect((await passwordStep(account)).status).toBe(201)
    expect(await kindsOf(account.user._id)).toContain('twoFactorReset')
    const again = await server.request('POST', '/api/twoFactor', {
      action: 'reset',
      account: account.user._id
    })
    expect(again.status).toBe(404)
  })

  it('forgets the second factor of a deleted account', async () => {
    const { account } = await enrolled()
    expect((await server.request('DELETE', `/api/users/${account.user._id}`)).status).toBe(200)
    const row = () => server.app.get('knex')(TWO_FACTOR_TABLE).where('_id', account.user._id).first()
    await expect.poll(row).toBeUndefined()
  })

  it('answers 400 for bad input', async () => {
    const account = await server.signIn()
    expect((await account.request('POST', '/api/twoFactor', { action: 'nope' })).body.errors).toHaveProperty(
      'action'
    )
    expect((await account.request('POST', '/api/twoFactor', [])).status).toBe(400)
    expect(
      (await account.request('POST', '/api/twoFactor', { action: 'confirm', code: '123456' })).status
    ).toBe(400)
    expect((await account.request('GET', '/api/twoFactor?nope=1')).status).toBe(400)
    expect((await server.request('POST', '/api/twoFactor', { action: 'reset', account: 5 })).status).toBe(400)
  })

  it('keeps secrets sealed and out of every answer after the enrolment', async () => {
    const { account, secret, recoveryCodes } = await enrolled()
    const row = await server.app.get('knex')(TWO_FACTOR_TABLE).where('_id', account.user._id).first()
    expect(JSON.stringify(row)).not.toContain(secret)
    expect(JSON.stringify(row)).not.toContain(recoveryCodes[0])
    const answers = await Promise.all([
      account.request('GET', '/api/twoFactor'),
      server.request('GET', `/api/users/${account.user._id}`),
      server.request('GET', '/api/users?$limit=1000'),
      server.request('GET', '/api/changes?$limit=1000'),
      server.request('GET', '/api/securityEvents?$limit=1000')
    ])
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(JSON.stringify(answer.body)).not.toContain(secret)
      expect(JSON.stringify(answer.body)).not.toContain(row.secret)
    }
  })
})
