import { type ErrorCode, type FieldProblemData } from '@tutor-admin/shared/errors/error-codes'
import { type Lang } from '@tutor-admin/shared/locale/langs'
import { LOCALES } from '@tutor-admin/shared/locale/locales'
import { IMPORT_ENCODINGS } from '@tutor-admin/shared/transfer/import-report'
import type { TFunction } from 'i18next'
import { formatNumber } from '../i18n/numbers'
import { readError, type ErrorFacts } from '../api/readError'

/** A failure as a person reads it: a sentence in the interface's language, the server's words aside. */
export interface ErrorText {
  message: string
  /** The server's own message, shown smaller as a detail; absent when it adds nothing. */
  detail?: string
}

export interface DescribeOptions {
  t: TFunction
  lang: Lang
  /** A field's label in the interface's language; the field's name when unknown. */
  fieldLabel?: (name: string) => string
}

/** Statuses with a sentence of their own; any other 5xx is a 500 and any other 4xx a 400. */
const STATUSES = new Set([400, 401, 403, 404, 405, 408, 409, 413, 415, 429, 500, 503])

const statusKey = (status: number) => {
  if (STATUSES.has(status)) return status
  if (status === 502 || status === 504) return 503
  return status >= 500 ? 500 : 400
}

const list = (items: string[], lang: Lang, type: Intl.ListFormatType = 'conjunction') =>
  new Intl.ListFormat(LOCALES[lang].htmlLang, { type }).format(items)

const megabytes = (bytes: number, lang: Lang) =>
  `${formatNumber(bytes / 1024 / 1024, LOCALES[lang].htmlLang, 1)} MB`

/** The encodings import reads, as people name them: UTF-16 once for both byte orders. */
const READ_ENCODINGS = [...new Set(IMPORT_ENCODINGS.map((name) => name.replace(/(LE|BE)$/, '')))]

/** The values a code's sentence names: the field's label, a limit, a list of columns. */
const paramsOf = (code: ErrorCode, facts: ErrorFacts, options: DescribeOptions): Record<string, unknown> => {
  const { lang, fieldLabel = (name: string) => name } = options
  const { data } = facts
  const number = (value: unknown) =>
    typeof value === 'number' ? formatNumber(value, LOCALES[lang].htmlLang) : undefined
  switch (code) {
    case 'tooManyAttempts':
      return { count: Math.max(1, Math.ceil(Number(data.retryAfter) / 60) || 1) }
    case 'duplicate':
      return typeof data.field === 'string' ? { context: 'field', field: fieldLabel(data.field) } : {}
    case 'invalidData': {
      const fields = Object.keys((data.fields ?? {}) as Record<string, FieldProblemData>)
      const labels = [...new Set(fields.map((path) => fieldLabel(path.split('.')[0])))]
      return labels.length ? { context: 'fields', fields: list(labels, lang) } : {}
    }
    case 'fileTooLarge':
      return { size: typeof data.max === 'number' ? megabytes(data.max, lang) : '' }
    case 'unsupportedFile':
      return Array.isArray(data.accept) && data.accept.length
        ? { context: 'accept', accept: list(data.accept.map(String), lang, 'disjunction') }
        : {}
    case 'sessionEnded':
      return typeof data.reason === 'string' ? { context: data.reason } : {}
    case 'notText':
      return { encodings: list(READ_ENCODINGS, lang, 'disjunction') }
    case 'unknownColumns':
      return { columns: list(Array.isArray(data.columns) ? data.columns.map(String) : [], lang) }
    case 'sortNeedsIndex': {
      const sortable = Array.isArray(data.sortable)
        ? data.sortable.map((name) => fieldLabel(String(name)))
        : []
      return {
        field: fieldLabel(String(data.field ?? '')),
        sortable: list(sortable, lang, 'disjunction'),
        limit: number(data.limit)
      }
    }
    default:
      return { max: number(data.max), ...(typeof data.count === 'number' && { count: data.count }) }
  }
}

/**
 * Codes whose server words name what their sentence cannot: each field's problem, a domain, why a
 * provider or a file failed, the line of a file, how many records use a file. The sentence of any
 * other code says all there is, and the server's English would only repeat it.
 */
const SAYS_MORE: ReadonlySet<string> = new Set([
  'invalidData',
  'ssoDomainNotAllowed',
  'ssoFailed',
  'socialFailed',
  'socialUnavailable',
  'unsupportedFile',
  'notText',
  'inUse'
])

/**
 * A failure in the interface's language (R-ERR-05, R-ERR-09): by the server's code when it gives
 * one with a sentence, naming the field's label and the limit; else by the status; else "cannot
 * reach the server" when no answer came. The server's English stays as the detail only where it
 * adds something: beside a code that {@link SAYS_MORE}, or a status, whose sentence is general.
 */
export const describeError = (error: unknown, options: DescribeOptions): ErrorText => {
  const { t } = options
  const facts = readError(error)
  if (facts.network) return { message: t('errors:network') }
  const coded = facts.code
    ? t(`errors:code.${facts.code}`, { ...paramsOf(facts.code, facts, options), defaultValue: '' })
    : ''
  const message =
    coded || (facts.status ? t(`errors:status.${statusKey(facts.status)}`) : t('errors:unknown'))
  const detail = facts.serverText.trim()
  const addsSomething = !coded || SAYS_MORE.has(facts.code!)
  return addsSomething && detail && detail !== message ? { message, detail } : { message }
}
