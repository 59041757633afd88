import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { ChallengeSigner } from './challenge'
import { hashRecoveryCode, isRecoveryCodeShape, newRecoveryCodes } from './recovery-codes'
import { SecretBox } from './secret-box'
import { newTotpSecret, totpStep } from './totp'

const KEY = 'a-secret-of-at-least-thirty-two-characters'

describe('two-factor parts', () => {
  it('seals secrets so that only the same AUTH_SECRET opens them, and an altered one opens to nothing', () => {
    const sealed = new SecretBox(KEY).seal('JBSWY3DPEHPK3PXP')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(new SecretBox(KEY).open(sealed)).toBe('JBSWY3DPEHPK3PXP')
    expect(new SecretBox(`${KEY}-other`).open(sealed)).toBeUndefined()
    // A character of the sealed text made another one: an end replaced by "AA" was, once in a few
    // hundred seals, the same bytes as before.
    const at = sealed.lastIndexOf('.') + 1
    const altered = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`
    expect(new SecretBox(KEY).open(altered)).toBeUndefined()
    expect(new SecretBox(KEY).seal('same')).not.toBe(new SecretBox(KEY).seal('same'))
  })

  it('accepts codes of the step before, now and after, not two steps away', () => {
    const secret = newTotpSecret()
    const totp = new TOTP({ secret: Secret.fromBase32(secret) })
    const now = Date.UTC(2026, 0, 1, 12, 0, 15)
    const step = Math.floor(now / 30_000)
    for (const offset of [-1, 0, 1])
      expect(totpStep(secret, totp.generate({ timestamp: now + offset * 30_000 }), now)).toBe(step + offset)
    expect(totpStep(secret, totp.generate({ timestamp: now + 2 * 30_000 }), now)).toBeUndefined()
    expect(totpStep(secret, 'abcdef', now)).toBeUndefined()
  })

  it('signs challenges that expire after five minutes and cannot be altered', () => {
    const signer = new ChallengeSigner(KEY)
    const now = Date.now()
    const text = signer.sign({ account: 'a1', purpose: 'code' }, now)
    expect(signer.verify(text, now + 60_000)).toEqual({ account: 'a1', purpose: 'code' })
    expect(signer.verify(text, now + 5 * 60_000 + 1)).toBeUndefined()
    expect(new ChallengeSigner(`${KEY}-other`).verify(text, now)).toBeUndefined()
    const forged = Buffer.from(
      JSON.stringify({ account: 'a2', purpose: 'code', exp: now + 60_000 })
    ).toString('base64url')
    expect(signer.verify(`${forged}.${text.split('.')[1]}`, now)).toBeUndefined()
    expect(signer.verify(42, now)).toBeUndefined()
  })

  it('makes ten distinct recovery codes, matched whatever their case, spaces or dash', () => {
    const codes = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(isRecoveryCodeShape(code)).toBe(true)
    expect(hashRecoveryCode(` ${codes[0].toUpperCase().replace('-', '')} `)).toBe(hashRecoveryCode(codes[0]))
    expect(hashRecoveryCode(codes[0])).not.toContain(codes[0])
  })
})
