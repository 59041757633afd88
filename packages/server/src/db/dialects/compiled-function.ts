import type { ColumnModel } from '../schema/table-model'

/**
 * A property name as the key of an object literal in generated code: a JSON string, computed for
 * `__proto__` (which as a plain key would set the prototype instead).
 */
export const literalKey = (name: string) =>
  name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name)

/**
 * In generated code, a record's value of a column: read by its own name from `record`, or worked
 * out by `derive[index]` (the columns' derivations, by position) for a derived column.
 */
export const columnRead = ({ name, derive }: Pick<ColumnModel, 'name' | 'derive'>, index: number) =>
  derive ? `derive[${index}](record)` : `record[${JSON.stringify(name)}]`

/**
 * A function made from generated code, `body` returning it, with `helpers` in scope by name. The
 * code is ours: names enter it only as JSON strings (`literalKey`) and positions as whole numbers.
 */
export const compileFunction = <T>(helpers: Record<string, unknown>, body: string): T =>
  new Function(...Object.keys(helpers), body)(...Object.values(helpers)) as T
