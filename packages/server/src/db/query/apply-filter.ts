import { LANG_BITS, MISSING_LANGS_COLUMN, type Condition, type Lang } from '@tutor-admin/shared'
import type { Dialect } from '../dialects'
import type { TableModel } from '../schema/table-model'
import { joinSql, placeholders, sql, type Sql } from '../sql'
import { isIndexedSearch } from './text-search'

type Compare = Extract<Condition, { kind: 'compare' }>

const TRUE = sql('1 = 1')
const FALSE = sql('1 = 0')
const COMPARATORS = { lt: '<', lte: '<=', gt: '>', gte: '>=' } as const

/**
 * Compiles a validated filter to a WHERE fragment with Mongo-like null semantics:
 * `$ne`, `$nin` and negations match rows where the field is null.
 */
export const compileFilter = (dialect: Dialect, model: TableModel, condition: Condition): Sql => {
  switch (condition.kind) {
    case 'and':
    case 'or': {
      if (condition.items.length === 0) return condition.kind === 'and' ? TRUE : FALSE
      const parts =
        condition.kind === 'or'
          ? orParts(dialect, model, condition.items)
          : condition.items.map((item) => compileFilter(dialect, model, item))
      return wrap(joinSql(parts, condition.kind === 'and' ? ' AND ' : ' OR '))
    }
    case 'not': {
      // NULL from the inner test counts as false, so its negation is true.
      const inner = compileFilter(dialect, model, condition.item)
      return sql(`NOT COALESCE((${inner.sql}), FALSE)`, ...inner.bindings)
    }
    case 'compare':
      return compileCompare(dialect, model, condition)
    case 'missingLang':
      return condition.field
        ? fieldMissesLang(dialect, condition.field, condition.lang)
        : recordMissesLang(model, condition.lang)
    case 'machineText': {
      const fields = condition.field ? [condition.field] : translatableColumns(model)
      return fields.length
        ? wrap(
            joinSql(
              fields.map((field) => dialect.anyMachineTranslation(field)),
              ' OR '
            )
          )
        : FALSE
    }
  }
}

const translatableColumns = (model: TableModel) =>
  [...model.columns.values()].filter((column) => column.field.params?.translate).map((column) => column.name)

/** Has text in some language and none in `lang` (`missingLangs`' definition, per field). */
const fieldMissesLang = (dialect: Dialect, field: string, lang: Lang): Sql => {
  const some = dialect.anyTranslation(field, (value) => sql(`trim(${value.sql}) <> ''`, ...value.bindings))
  const own = dialect.translationOf(field, lang)
  return sql(`(${some.sql} AND COALESCE(trim(${own.sql}), '') = '')`, ...some.bindings, ...own.bindings)
}

/** Reads the derived column: the masks that have the language's bit, so that its index serves the test. */
const recordMissesLang = (model: TableModel, lang: Lang): Sql => {
  if (!model.columns.has(MISSING_LANGS_COLUMN)) return FALSE
  const masks = ALL_MASKS.filter((mask) => mask & LANG_BITS[lang])
  return sql(`??.?? IN (${placeholders(masks.length)})`, model.table, MISSING_LANGS_COLUMN, ...masks)
}

const ALL_MASKS = [1, 2, 3, 4, 5, 6, 7]

const wrap = (part: Sql): Sql => ({ sql: `(${part.sql})`, bindings: part.bindings })

/**
 * The parts of an `$or`. `$contains` of one term on several text-indexed columns (a keyword over
 * the list's text fields, R-SRCH-06) becomes one search of the text index instead of one per column.
 */
const orParts = (dialect: Dialect, model: TableModel, items: Condition[]): Sql[] => {
  const columnsByTerm = new Map<string, string[]>()
  const parts: Sql[] = []
  for (const item of items) {
    if (!isIndexedSearch(model, item)) parts.push(compileFilter(dialect, model, item))
    else columnsByTerm.set(String(item.value), [...(columnsByTerm.get(String(item.value)) ?? []), item.field])
  }
  for (const [term, columns] of columnsByTerm) parts.push(dialect.containsAnyText(model.table, columns, term))
  return parts
}

const compileCompare = (dialect: Dialect, model: TableModel, c: Compare): Sql => {
  const { table } = model
  const column = model.columns.get(c.field)
  if (!column) throw new Error(`Unknown column ${c.field}`)

  if (c.valueKind === 'text') {
    if (c.op === 'contains')
      return dialect.anyTranslation(c.field, (value) => dialect.containsLiteral(value, String(c.value)))
    return dialect.anyTranslation(c.field, (value) =>
      dialect.regexMatch(value, String(c.value), !!c.caseInsensitive)
    )
  }

  if (c.valueKind === 'list') return compileList(dialect, c)

  const expression: Sql = c.path
    ? column.field.params?.translate
      ? dialect.translationOf(c.field, c.path)
      : dialect.jsonField(
          c.field,
          c.path,
          c.valueKind === 'number' ? 'number' : c.valueKind === 'boolean' ? 'boolean' : 'text'
        )
    : sql('??.??', table, c.field)
  const kind = c.valueKind === 'number' ? 'number' : c.valueKind === 'boolean' ? 'boolean' : 'text'
  const bind = (value: unknown) => (c.path ? value : dialect.toDb(kind, value))

  switch (c.op) {
    case 'contains':
      if (!c.path)
        return dialect.containsText(table, c.field, String(c.value), model.textIndexed.has(c.field))
      return dialect.containsLiteral(expression, String(c.value))
    case 'regex':
      return dialect.regexMatch(expression, String(c.value), !!c.caseInsensitive)
    case 'eq':
      return c.value === null
        ? isNull(expression)
        : sql(`${expression.sql} = ?`, ...expression.bindings, bind(c.value))
    case 'ne':
      return c.value === null
        ? sql(`${expression.sql} IS NOT NULL`, ...expression.bindings)
        : sql(
            `(${expression.sql} <> ? OR ${expression.sql} IS NULL)`,
            ...expression.bindings,
            bind(c.value),
            ...expression.bindings
          )
    case 'in':
    case 'nin': {
      const values = c.value as unknown[]
      const nonNull = values.filter((value) => value !== null)
      const hasNull = nonNull.length < values.length
      const inList = nonNull.length
        ? sql(
            `${expression.sql} IN (${placeholders(nonNull.length)})`,
            ...expression.bindings,
            ...nonNull.map(bind)
          )
        : FALSE
      const positive = hasNull ? wrap(joinSql([inList, isNull(expression)], ' OR ')) : inList
      if (c.op === 'in') return positive
      return sql(`NOT COALESCE((${positive.sql}), FALSE)`, ...positive.bindings)
    }
    default:
      return sql(`${expression.sql} ${COMPARATORS[c.op]} ?`, ...expression.bindings, bind(c.value))
  }
}

const isNull = (expression: Sql) => sql(`${expression.sql} IS NULL`, ...expression.bindings)

/** Arrays of ids, strings or numbers: equality means "holds the value" (Mongo semantics). */
const compileList = (dialect: Dialect, c: Compare): Sql => {
  const values = (c.op === 'eq' || c.op === 'ne' ? [c.value] : (c.value as unknown[])).filter(
    (v) => v !== null
  )
  const wantsNull = c.op === 'eq' || c.op === 'ne' ? c.value === null : (c.value as unknown[]).includes(null)
  const parts: Sql[] = []
  if (values.length) parts.push(dialect.arrayHasAny(c.field, values))
  if (wantsNull) parts.push(sql('?? IS NULL', c.field))
  const positive = parts.length ? wrap(joinSql(parts, ' OR ')) : FALSE
  if (c.op === 'eq' || c.op === 'in') return positive
  return sql(`NOT COALESCE((${positive.sql}), FALSE)`, ...positive.bindings)
}
