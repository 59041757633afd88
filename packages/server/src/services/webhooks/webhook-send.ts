import http from 'node:http'
import https from 'node:https'
import type { DeliveryAttempt } from '@tutor-admin/shared/webhooks/webhook-events'
import { checkTarget, guardedLookup } from './webhook-address'
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature'

/** Most of an answer read: the rest is dropped and the connection closed. */
export const MAX_ANSWER_BYTES = 64 * 1024
/** Longest error kept in the delivery log. */
const MAX_ERROR = 300

export interface SendOptions {
  url: string
  secret: string
  body: string
  event: string
  deliveryId: string
  timeoutMs: number
  allowPrivate: boolean
  /** Aborts the try (the server is stopping). */
  signal?: AbortSignal
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR)

/**
 * POSTs one delivery, signed, and answers how it went: a 2xx within the timeout is a success;
 * anything else (another status, a redirect, no answer, a refused address) is the error of a try.
 * Only the first {@link MAX_ANSWER_BYTES} of an answer are read.
 */
export const sendDelivery = (options: SendOptions): Promise<DeliveryAttempt & { ok: boolean }> => {
  const started = performance.now()
  const at = new Date().toISOString()
  const done = (code: number | null, error: string | null) => ({
    at,
    code,
    ms: Math.round(performance.now() - started),
    error,
    ok: error === null
  })
  return new Promise((resolve) => {
    let url: URL
    try {
      url = new URL(options.url)
      checkTarget(url, options.allowPrivate)
    } catch (error) {
      return resolve(done(null, errorText(error)))
    }
    const unix = Math.floor(Date.now() / 1000)
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      lookup: guardedLookup(options.allowPrivate) as never,
      // A fresh connection each time: a kept one could have been opened to another address.
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(options.body),
        'User-Agent': 'TutorAdmin-Webhooks/1',
        'X-Tutor-Event': options.event,
        'X-Tutor-Delivery': options.deliveryId,
        [SIGNATURE_HEADER]: signatureHeader(options.secret, unix, options.body)
      }
    })
    let settled = false
    const finish = (code: number | null, error: string | null) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      request.destroy()
      resolve(done(code, error))
    }
    const timer = setTimeout(
      () => finish(null, `no answer within ${options.timeoutMs} ms`),
      options.timeoutMs
    )
    request.on('error', (error) => finish(null, errorText(error)))
    options.signal?.addEventListener('abort', () => finish(null, 'the server stopped'), { once: true })
    request.on('response', (response) => {
      const code = response.statusCode ?? 0
      let read = 0
      const end = () =>
        finish(code, code >= 200 && code < 300 ? null : `the receiver answered ${code}`.slice(0, MAX_ERROR))
      response.on('data', (chunk: Buffer) => {
        read += chunk.length
        if (read >= MAX_ANSWER_BYTES) end()
      })
      response.on('end', end)
      response.on('error', (error) => finish(code, errorText(error)))
    })
    request.end(options.body)
  })
}
