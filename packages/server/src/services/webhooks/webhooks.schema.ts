import { BadRequest } from '@feathersjs/errors'
import { errorData, type FieldProblemData } from '@tutor-admin/shared'
import { isWebhookEvent } from '@tutor-admin/shared/webhooks/webhook-events'
import { AddressRefused } from './webhook-address'

/** Longest URL and description kept; most events one subscription names. */
export const MAX_URL = 2048
export const MAX_DESCRIPTION = 200
export const MAX_EVENTS = 500

/** What a subscription's create or patch may set. */
export interface SubscriptionInput {
  url?: string
  description?: string
  events?: string[]
  active?: boolean
  rotateSecret?: boolean
}

type Problems = Record<string, { message: string; problem: FieldProblemData }>

/** 400 naming each field's problem: English in `errors`, codes for the console in `data.fields`. */
export const invalidInput = (message: string, problems: Problems) =>
  new BadRequest(message, {
    errors: Object.fromEntries(Object.entries(problems).map(([key, value]) => [key, value.message])),
    ...errorData('invalidData', {
      fields: Object.fromEntries(Object.entries(problems).map(([key, value]) => [key, value.problem]))
    })
  })

/** A refused address as the 400 of the `url` field. */
export const refusedUrl = (refused: AddressRefused) =>
  invalidInput(`Invalid url: ${refused.message}`, {
    url: { message: refused.message, problem: { code: refused.problem } }
  })

const ALLOWED = new Set(['url', 'description', 'events', 'active', 'rotateSecret'])

/**
 * Reads the body of a create (`url` and `events` required) or a patch (any of them, and
 * `rotateSecret: true`), or 400 with a problem per field. The URL's address is checked apart.
 */
export const readSubscriptionInput = (
  data: unknown,
  collections: ReadonlySet<string>,
  creating: boolean
): SubscriptionInput => {
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw invalidInput('The body must be an object', {
      body: { message: 'must be an object', problem: { code: 'object' } }
    })
  const body = data as Record<string, unknown>
  const problems: Problems = {}
  const fail = (key: string, message: string, problem: FieldProblemData) =>
    (problems[key] = { message, problem })
  for (const key of Object.keys(body))
    if (!ALLOWED.has(key)) fail(key, 'is not a field of a subscription', { code: 'unknown' })
  const input: SubscriptionInput = {}
  if (body.url !== undefined || creating) {
    if (typeof body.url !== 'string' || body.url.trim() === '')
      fail('url', 'is required', { code: 'required' })
    else if (body.url.length > MAX_URL)
      fail('url', `must be at most ${MAX_URL} characters`, { code: 'tooLong', max: MAX_URL })
    else input.url = body.url.trim()
  }
  if (body.description !== undefined) {
    if (typeof body.description !== 'string') fail('description', 'must be text', { code: 'string' })
    else if (body.description.length > MAX_DESCRIPTION)
      fail('description', `must be at most ${MAX_DESCRIPTION} characters`, {
        code: 'tooLong',
        max: MAX_DESCRIPTION
      })
    else input.description = body.description
  }
  if (body.events !== undefined || creating) {
    const events = body.events
    if (!Array.isArray(events) || events.length === 0)
      fail('events', 'must name at least one event', { code: 'noEvents' })
    else if (events.length > MAX_EVENTS)
      fail('events', `must name at most ${MAX_EVENTS} events`, { code: 'tooMany', max: MAX_EVENTS })
    else {
      const unknown = events.filter(
        (event) => typeof event !== 'string' || !isWebhookEvent(event, collections)
      )
      if (unknown.length)
        fail('events', `names unknown events: ${unknown.slice(0, 5).map(String).join(', ')}`, {
          code: 'unknownEvents',
          events: unknown.slice(0, 5).map(String)
        })
      else input.events = [...new Set(events as string[])]
    }
  }
  if (body.active !== undefined) {
    if (typeof body.active !== 'boolean') fail('active', 'must be true or false', { code: 'boolean' })
    else input.active = body.active
  }
  if (body.rotateSecret !== undefined) {
    if (creating || body.rotateSecret !== true)
      fail('rotateSecret', 'must be true, on a patch', { code: 'rotateSecret' })
    else input.rotateSecret = true
  }
  if (Object.keys(problems).length)
    throw invalidInput(`Invalid subscription: ${Object.keys(problems).join(', ')}`, problems)
  return input
}
