import type { FieldDef } from '../catalogue/catalogue.types'
import { allFields } from '../catalogue/system-fields'
import { isLang } from '../locale/langs'
import { coerceValue } from './coerce-value'
import { QUERY_LIMITS } from './limits'
import {
  operatorsForKind,
  QUERY_CONTROLS,
  RECORD_OPERATORS,
  type RecordOperator,
  type FieldOperator
} from './operators'
import { ValidationFailure } from './query-error'
import { regexProblem } from './regex-syntax'
import { unstorableTexts } from '../text/storable-text'
import { parseLimit, parsePopulate, parseSelect, parseSkip, parseSort, type Fail } from './parse-controls'
import type { CompareOp, Condition, ListQuery } from './query.types'
import { asList, isPlainObject } from './raw-values'
import { resolveField, type ResolvedField } from './resolve-field'

const isRecordOperator = (key: string): key is RecordOperator =>
  (RECORD_OPERATORS as readonly string[]).includes(key)

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
      sort: parseSort(this.fields, raw.$sort, this.fail),
      limit: parseLimit(raw.$limit, this.fail),
      skip: parseSkip(raw.$skip, this.fail)
    }
    if (raw.$select !== undefined) query.select = parseSelect(this.fields, raw.$select, this.fail)
    if (raw.$populate !== undefined) query.populate = parsePopulate(this.fields, raw.$populate, this.fail)
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

  private readonly fail: Fail = (key, message) => {
    this.errors[key] ??= message
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
    const resolved = resolveField(this.fields, key)
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
