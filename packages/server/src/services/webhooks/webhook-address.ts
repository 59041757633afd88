import dns from 'node:dns'
import net from 'node:net'
import ipaddr from 'ipaddr.js'

/** Why a webhook address is refused: the field problem's code (`webhooks:problems.<code>` in the console). */
export type AddressProblem = 'url' | 'protocol' | 'credentials' | 'unresolvable' | 'privateAddress'

/** A refused address, with its problem's code and the English sentence API users read. */
export class AddressRefused extends Error {
  constructor(
    readonly problem: AddressProblem,
    message: string
  ) {
    super(message)
  }
}

/**
 * Whether an IP address is on the public internet: private, loopback, link-local, carrier-grade
 * NAT, multicast, reserved and documentation ranges (IPv4 inside IPv6 as its IPv4) are not.
 */
export const isPublicAddress = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

/** Reads a subscription's URL: http or https, a host, no user name or password in it. */
export const readWebhookUrl = (value: string): URL => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new AddressRefused('url', 'must be an absolute http or https URL')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new AddressRefused('protocol', 'must start with https:// or http://')
  if (url.username || url.password)
    throw new AddressRefused('credentials', 'must not hold a user name or password')
  if (!url.hostname) throw new AddressRefused('url', 'must name a host')
  return url
}

/** The host of a URL as DNS and `net` know it: IPv6 literals without their brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '')

/** Refuses an address that is not public, unless private ones are allowed. */
const checkAddress = (address: string, allowPrivate: boolean) => {
  if (!allowPrivate && !isPublicAddress(address))
    throw new AddressRefused('privateAddress', `resolves to ${address}, a private or reserved address`)
}

/**
 * Checks that every address the URL's host resolves to may be called (subscribe time): a host
 * that does not resolve, or that resolves to a private, loopback, link-local or reserved address,
 * is refused unless `allowPrivate` (`WEBHOOKS_ALLOW_PRIVATE=true`).
 */
export const checkWebhookUrl = async (value: string, allowPrivate: boolean): Promise<URL> => {
  const url = readWebhookUrl(value)
  const host = hostOf(url)
  if (net.isIP(host)) {
    checkAddress(host, allowPrivate)
    return url
  }
  let addresses: dns.LookupAddress[]
  try {
    addresses = await dns.promises.lookup(host, { all: true, verbatim: true })
  } catch {
    throw new AddressRefused('unresolvable', `the host ${host} does not resolve`)
  }
  for (const { address } of addresses) checkAddress(address, allowPrivate)
  return url
}

type LookupCallback = (error: Error | null, address: string | dns.LookupAddress[], family?: number) => void

/**
 * A `lookup` for `http.request` that refuses a private address at connection time too, so that a
 * host that resolved to a public address when subscribed and to a private one now (DNS
 * rebinding) is not called. An IP literal never reaches a lookup: {@link checkTarget} checks it.
 */
export const guardedLookup =
  (allowPrivate: boolean) =>
  (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, [])
      try {
        for (const { address } of addresses) checkAddress(address, allowPrivate)
      } catch (refused) {
        return callback(refused as Error, [])
      }
      if (options.all) return callback(null, addresses)
      callback(null, addresses[0].address, addresses[0].family)
    })
  }

/** Checks a URL about to be called whose host is an IP literal (no lookup happens for those). */
export const checkTarget = (url: URL, allowPrivate: boolean) => {
  readWebhookUrl(url.href)
  const host = hostOf(url)
  if (net.isIP(host)) checkAddress(host, allowPrivate)
}
