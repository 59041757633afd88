import type { ErrorParam, FieldProblemData } from '../errors/error-codes'

/**
 * A query or record that does not fit the catalogue; `errors` maps a field or key to its message,
 * `codes` (records only) to what is wrong, and `params` to the limits it names, for the console to
 * say in its language.
 */
export class ValidationFailure extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string>,
    readonly codes: Record<string, string> = {},
    readonly params: Record<string, Record<string, ErrorParam>> = {}
  ) {
    super(message)
    this.name = 'ValidationFailure'
  }

  /** Per field with a code, its code and params: the `data.fields` of the server's 400. */
  fieldProblems(): Record<string, FieldProblemData> {
    return Object.fromEntries(
      Object.entries(this.codes).map(([path, code]) => [path, { ...this.params[path], code }])
    )
  }
}
