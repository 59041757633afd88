import type { FieldDef } from '../catalogue/catalogue.types'
import { allFields } from '../catalogue/system-fields'
import { isLang } from '../locale/langs'
import { coerceValue } from './coerce-value'
import { QUERY_LIMITS } from './limits'
import {
  isSortable,
  operatorsForKind,
  QUERY_CONTROLS,
  RECORD_OPERATORS,
  valueKindOf,
  type RecordOperator,
  type FieldOperator
} from './operators'
import { ValidationFailure } from './query-error'
import { regexProblem } from './regex-syntax'
import { unstorableTexts } from '../text/storable-text'
import type { CompareOp, Condition, ListQuery, SortKey, ValueKind } from './query.types'

interface ResolvedField {
  field: string
  path?: string
  valueKind: ValueKind
  /** Kind of the items of a list field, used to coerce values. */
  itemKind: ValueKind
}

const isRecordOperator = (key: string): key is RecordOperator =>
  (RECORD_OPERATORS as readonly string[]).includes(key)

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** qs turns long arrays into objects with numeric keys; accept both. */
const asList = (value: unknown): unknown[] | undefined => {
  if (Array.isArray(value)) return value
  if (isPlainObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key)))
    return Object.values(value)
  if (typeof value === 'string' || typeof value === 'number') return [value]
  return undefined
}

const toInteger = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined
}

const toNameList = (value: unknown): string[] | undefined => {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
  const list = asList(value)
  return list?.every((name) => typeof name === 'string') ? (list as string[]) : undefined
}

/** Validates and normalises Feathers-style queries against one collection's fields. */
export class QueryParser {
  private readonly fields: Map<string, FieldDef>
  private readonly errors: Record<string, string> = {}
  private conditionCount = 0

  constructor(fields: FieldDef[]) {
    this.fields = new Map(
      allFields(fields)
        .filter((f) => !f.params?.hidden)
        .map((f) => [f.name, f])
    )
  }

  /** Parses a whole list query (filter and controls). Throws `ValidationFailure` with every problem. */
  parse(raw: Record<string, unknown> = {}): ListQuery {
    this.rejectUnstorableText(raw)
    const filterPart: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(raw)) {
      if (!(QUERY_CONTROLS as readonly string[]).includes(key)) filterPart[key] = value
    }
    const query: ListQuery = {
      filter: this.parseFilter(filterPart, 'query', 0),
      sort: this.parseSort(raw.$sort),
      limit: this.parseLimit(raw.$limit),
      skip: this.parseSkip(raw.$skip)
    }
    if (raw.$select !== undefined) query.select = this.parseSelect(raw.$select)
    if (raw.$populate !== undefined) query.populate = this.parsePopulate(raw.$populate)
    if (raw.$cursor !== undefined) {
      if (typeof raw.$cursor !== 'string' || raw.$cursor.length > QUERY_LIMITS.maxStringLength)
        this.errors.$cursor = 'must be a cursor string'
      else query.cursor = raw.$cursor
    }
    if (raw.$count !== undefined) {
      if (raw.$count !== 'exact') this.errors.$count = "must be 'exact'"
      else query.exactCount = true
    }
    this.throwIfErrors()
    return query
  }

  /** Parses only a filter (for example `params.query` of get, patch and remove). */
  parseFilterOnly(raw: Record<string, unknown> = {}): Condition | undefined {
    this.rejectUnstorableText(raw)
    const filter = this.parseFilter(raw, 'query', 0)
    this.throwIfErrors()
    return filter
  }

  /** Texts no database can keep are named before anything else is read of them. */
  private rejectUnstorableText(raw: Record<string, unknown>) {
    Object.assign(this.errors, unstorableTexts(raw))
    this.throwIfErrors()
  }

  private throwIfErrors() {
    const keys = Object.keys(this.errors)
    if (keys.length)
      throw new ValidationFailure(`Invalid query: ${keys.map((k) => `${k} ${this.errors[k]}`).join('; ')}`, {
        ...this.errors
      })
  }

  private fail(key: string, message: string): undefined {
    this.errors[key] ??= message
    return undefined
  }

  private parseLimit(value: unknown): number {
    if (value === undefined) return QUERY_LIMITS.defaultLimit
    const limit = toInteger(value)
    if (limit === undefined || limit < 0) return this.fail('$limit', 'must be a whole number, 0 or more') ?? 0
    return Math.min(limit, QUERY_LIMITS.maxLimit)
  }

  private parseSkip(value: unknown): number {
    if (value === undefined) return 0
    const skip = toInteger(value)
    if (skip === undefined || skip < 0 || skip > QUERY_LIMITS.maxSkip)
      return this.fail('$skip', 'must be a whole number, 0 or more') ?? 0
    return skip
  }

  private parseSort(value: unknown): SortKey[] {
    const sort: SortKey[] = []
    if (value !== undefined) {
      if (!isPlainObject(value)) {
        this.fail('$sort', 'must map field names to 1 or -1')
      } else {
        for (const [name, raw] of Object.entries(value)) {
          const field = this.fields.get(name)
          const direction = toInteger(raw)
          if (!field || !isSortable(field)) this.fail(`$sort.${name}`, 'is not a sortable field')
          else if (direction !== 1 && direction !== -1) this.fail(`$sort.${name}`, 'must be 1 or -1')
          else sort.push({ field: name, direction })
        }
      }
    }
    const idIndex = sort.findIndex((key) => key.field === '_id')
    // Every sort ends with _id: keys after _id could never take effect (R-PAGE-03).
    if (idIndex >= 0) return sort.slice(0, idIndex + 1)
    return [...sort, { field: '_id', direction: 1 }]
  }

  private parseSelect(value: unknown): string[] | undefined {
    const names = toNameList(value)
    if (!names) return this.fail('$select', 'must be a list of field names')
    for (const name of names) if (!this.fields.has(name)) this.fail(`$select.${name}`, 'is not a field')
    return [...new Set(['_id', ...names])]
  }

  private parsePopulate(value: unknown): string[] | undefined {
    const names = toNameList(value)
    if (!names) return this.fail('$populate', 'must be a list of reference fields')
    for (const name of names) {
      const field = this.fields.get(name)
      if (!field?.params?.ref) this.fail(`$populate.${name}`, 'is not a reference field')
    }
    return [...new Set(names)]
  }

  private resolveField(key: string): ResolvedField | undefined {
    const [name, sub, ...rest] = key.split('.')
    const field = this.fields.get(name)
    if (!field || rest.length) return undefined
    if (sub === undefined) {
      const valueKind = valueKindOf(field)
      if (!valueKind) return undefined
      const itemKind: ValueKind = field.params?.itemType === 'number' ? 'number' : 'string'
      return { field: name, valueKind, itemKind }
    }
    if (field.params?.translate && isLang(sub))
      return { field: name, path: sub, valueKind: 'string', itemKind: 'string' }
    if (field.type === 'object') {
      const child = field.params?.fields?.find((f) => f.name === sub)
      const valueKind = child && valueKindOf(child)
      if (!valueKind || valueKind === 'list' || valueKind === 'text') return undefined
      return { field: name, path: sub, valueKind, itemKind: valueKind }
    }
    return undefined
  }

  private parseFilter(raw: unknown, at: string, depth: number): Condition | undefined {
    if (!isPlainObject(raw)) return this.fail(at, 'must be an object of conditions')
    if (depth > QUERY_LIMITS.maxDepth) return this.fail(at, 'is nested too deeply')
    const items: Condition[] = []
    for (const [key, value] of Object.entries(raw)) {
      const condition =
        key === '$or' || key === '$and'
          ? this.parseLogical(key, value, `${at}.${key}`, depth)
          : key === '$not'
            ? this.parseNot(value, `${at}.${key}`, depth)
            : isRecordOperator(key)
              ? this.translationCondition(key, value, key)
              : key.startsWith('$')
                ? this.fail(key, 'is not a supported operator')
                : this.parseFieldFilter(key, value, depth)
      if (condition) items.push(condition)
    }
    if (items.length === 0) return undefined
    return items.length === 1 ? items[0] : { kind: 'and', items }
  }

  private parseLogical(
    key: '$or' | '$and',
    value: unknown,
    at: string,
    depth: number
  ): Condition | undefined {
    const list = asList(value)
    if (!list || list.length === 0) return this.fail(at, 'must be a non-empty list of filters')
    const items: Condition[] = []
    for (const [index, entry] of list.entries()) {
      const condition = this.parseFilter(entry, `${at}.${index}`, depth + 1)
      // An empty filter matches everything: inside $or that makes the whole $or true.
      if (!condition && key === '$or' && isPlainObject(entry)) return undefined
      if (condition) items.push(condition)
    }
    if (items.length === 0) return undefined
    return items.length === 1 ? items[0] : { kind: key === '$or' ? 'or' : 'and', items }
  }

  private parseNot(value: unknown, at: string, depth: number): Condition | undefined {
    // The negation of a filter that matches everything, such as `{}`, matches nothing.
    const item = this.parseFilter(value, at, depth + 1) ?? { kind: 'and', items: [] }
    return { kind: 'not', item }
  }

  private parseFieldFilter(key: string, value: unknown, depth: number): Condition | undefined {
    const resolved = this.resolveField(key)
    if (!resolved) return this.fail(key, 'is not a field that can be filtered on')
    if (!isPlainObject(value) || !Object.keys(value).some((k) => k.startsWith('$'))) {
      if (!operatorsForKind(resolved.valueKind).includes('$eq'))
        return this.fail(key, 'can only be searched with $contains or $regex')
      return this.compare(resolved, key, 'eq', value)
    }
    const items: Condition[] = []
    const caseInsensitive = value.$options === undefined ? false : value.$options === 'i'
    if (value.$options !== undefined && (!caseInsensitive || value.$regex === undefined))
      this.fail(`${key}.$options`, "is only 'i', beside $regex")
    for (const [op, operand] of Object.entries(value)) {
      if (op === '$options') continue
      if (!operatorsForKind(resolved.valueKind).includes(op as FieldOperator)) {
        this.fail(`${key}.${op}`, 'is not a supported operator for this field')
        continue
      }
      const condition = isRecordOperator(op)
        ? this.translationCondition(op, operand, `${key}.${op}`, resolved.field)
        : op === '$not'
          ? this.parseNotOperand(resolved, key, operand, depth)
          : op === '$notContains'
            ? this.negate(this.compare(resolved, key, 'contains', operand))
            : this.compare(resolved, key, op.slice(1) as CompareOp, operand, caseInsensitive)
      if (condition) items.push(condition)
    }
    if (items.length === 0) return undefined
    return items.length === 1 ? items[0] : { kind: 'and', items }
  }

  /** `$missingLang: lang` or `$machine: boolean`, on one translatable field or (without `field`) on the record. */
  private translationCondition(
    op: RecordOperator,
    operand: unknown,
    at: string,
    field?: string
  ): Condition | undefined {
    if (field === undefined && !this.hasTranslatable())
      return this.fail(at, 'needs a collection with translatable fields')
    if (++this.conditionCount > QUERY_LIMITS.maxConditions)
      return this.fail('query', 'has too many conditions')
    if (op === '$missingLang') {
      if (!isLang(operand)) return this.fail(at, 'must be one of cht, chs, en')
      return { kind: 'missingLang', field, lang: operand }
    }
    const wanted = coerceValue('boolean', operand)
    if (!wanted.ok || typeof wanted.value !== 'boolean') return this.fail(at, 'must be true or false')
    const condition: Condition = { kind: 'machineText', field }
    return wanted.value ? condition : { kind: 'not', item: condition }
  }

  private hasTranslatable() {
    return [...this.fields.values()].some((field) => field.params?.translate)
  }

  private negate(condition: Condition | undefined): Condition | undefined {
    return condition && { kind: 'not', item: condition }
  }

  private parseNotOperand(resolved: ResolvedField, key: string, operand: unknown, depth: number) {
    if (depth > QUERY_LIMITS.maxDepth) return this.fail(key, 'is nested too deeply')
    if (!isPlainObject(operand)) return this.fail(`${key}.$not`, 'must be an object of operators')
    const name = resolved.path ? `${resolved.field}.${resolved.path}` : resolved.field
    return this.negate(this.parseFieldFilter(name, operand, depth + 1))
  }

  private compare(
    resolved: ResolvedField,
    key: string,
    op: CompareOp,
    operand: unknown,
    caseInsensitive = false
  ): Condition | undefined {
    if (++this.conditionCount > QUERY_LIMITS.maxConditions)
      return this.fail('query', 'has too many conditions')
    const { field, path, valueKind, itemKind } = resolved
    const base = { kind: 'compare' as const, field, path, valueKind, op }
    if (op === 'regex' || op === 'contains') {
      if (typeof operand !== 'string' || operand.length > QUERY_LIMITS.maxStringLength)
        return this.fail(`${key}.$${op}`, 'must be a text of at most 1000 characters')
      const problem = op === 'regex' ? regexProblem(operand) : undefined
      if (problem) return this.fail(`${key}.$regex`, problem)
      return { ...base, value: operand, caseInsensitive: op === 'contains' || caseInsensitive }
    }
    const scalarKind = valueKind === 'list' ? itemKind : valueKind
    if (op === 'in' || op === 'nin') {
      const list = asList(operand)
      if (!list || list.length > QUERY_LIMITS.maxListLength)
        return this.fail(`${key}.$${op}`, 'must be a list of at most 1000 values')
      const values: unknown[] = []
      for (const item of list) {
        const coerced = coerceValue(scalarKind, item)
        if (!coerced.ok) return this.fail(`${key}.$${op}`, `has a value that is not a ${scalarKind}`)
        values.push(coerced.value)
      }
      return { ...base, value: values }
    }
    if (isPlainObject(operand) || Array.isArray(operand)) return this.fail(key, `must be a ${scalarKind}`)
    const coerced = coerceValue(scalarKind, operand)
    if (!coerced.ok) return this.fail(op === 'eq' ? key : `${key}.$${op}`, `must be a ${scalarKind}`)
    if (coerced.value === null && op !== 'eq' && op !== 'ne')
      return this.fail(`${key}.$${op}`, 'cannot compare with null')
    if (typeof coerced.value === 'string' && coerced.value.length > QUERY_LIMITS.maxStringLength)
      return this.fail(key, 'is too long')
    return { ...base, value: coerced.value }
  }
}

/** Parses a list query for a collection's fields. */
export const parseQuery = (fields: FieldDef[], raw: Record<string, unknown> = {}): ListQuery =>
  new QueryParser(fields).parse(raw)
