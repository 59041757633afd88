import { describe, expect, it } from 'vitest'
import { isPublicAddress } from './webhook-address'
import { nextTry } from './webhook-backoff'

const settings = { retryBaseMs: 30_000, retryForMs: 24 * 3_600_000 }

describe('retries of a failed delivery', () => {
  it('double the wait at each try, with up to half taken off, an hour at most', () => {
    expect(nextTry(settings, 0, 1, 0, () => 1)).toBe(30_000)
    expect(nextTry(settings, 0, 1, 0, () => 0)).toBe(15_000)
    expect(nextTry(settings, 0, 3, 0, () => 1)).toBe(120_000)
    expect(nextTry(settings, 0, 30, 0, () => 1)).toBe(3_600_000)
  })

  it('stop 24 hours after the event', () => {
    const day = 24 * 3_600_000
    expect(nextTry(settings, 0, 40, day - 3_600_000, () => 1)).toBe(day)
    expect(nextTry(settings, 0, 40, day - 1000, () => 1)).toBeNull()
  })
})

describe('public addresses', () => {
  it('are only unicast ones', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111'])
      expect(isPublicAddress(address)).toBe(true)
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      'not an address'
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })
})
