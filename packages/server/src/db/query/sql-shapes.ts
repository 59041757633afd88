import type { Knex } from 'knex'

/** A statement as the driver takes it: the engine's placeholders, values in their order. */
export interface NativeStatement {
  sql: string
  bindings: readonly unknown[]
}

/** Shapes remembered; the oldest goes first. */
const SHAPES_KEPT = 500

/** Whether Knex bound exactly `values`, in this order, and no two of them are alike. */
const bindsExactly = (bound: readonly unknown[], values: readonly unknown[]) =>
  bound.length === values.length &&
  bound.every((value, index) => value === values[index]) &&
  new Set(values).size === values.length

/**
 * The SQL text of queries of one shape (the same table, columns, order and clauses), compiled by
 * Knex once: later queries of the shape bind only their values. Building and compiling a list
 * page's query with Knex took about a twentieth of the page's time on SQLite.
 */
export class SqlShapes {
  private readonly texts = new Map<string, string>()

  /**
   * The statement of `build()`, a query whose value bindings are `values` in this order. A text is
   * kept only when Knex bound exactly those values, each once, so that a key that says too little
   * or an unexpected compilation can never put values in the wrong places.
   */
  statement(shape: string, values: readonly unknown[], build: () => Knex.QueryBuilder): NativeStatement {
    const text = this.texts.get(shape)
    if (text !== undefined) return { sql: text, bindings: values }
    const native = build().toSQL().toNative()
    if (bindsExactly(native.bindings, values)) {
      if (this.texts.size >= SHAPES_KEPT) this.texts.delete(this.texts.keys().next().value as string)
      this.texts.set(shape, native.sql)
    }
    return native
  }
}
