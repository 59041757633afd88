import type { HookContext, NextFunction } from '@feathersjs/feathers'
import type { Paginated } from '@tutor-admin/shared'
import { recordsText } from '../../db/records-text'
import type { ItemsParams } from './items.types'

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * A list page asked over REST goes out as JSON text written from its records by `recordsText`,
 * JSON columns as SQLite stores them: the answer JSON.stringify would give, in less of the
 * request's time. Only for the REST transport's own call (`context.http`): sockets, events and
 * calls made inside the server get decoded records. A page with `$populate` is left to Koa.
 */
export const listAnswerAsText = async (context: HookContext, next: NextFunction) => {
  const params = context.params as ItemsParams
  const asText = context.http !== undefined && params.query?.$populate === undefined
  if (asText) params.answeredAsText = true
  await next()
  const page = context.result as Paginated<Record<string, unknown>> | undefined
  if (!asText || !Array.isArray(page?.data)) return
  const { data, ...rest } = page
  const head = JSON.stringify(rest)
  context.dispatch = `${head.slice(0, -1)}${head === '{}' ? '' : ','}"data":${recordsText(data)}}`
  context.http = { ...context.http, headers: { ...context.http?.headers, 'Content-Type': JSON_TYPE } }
}
