/**
 * A query or record that does not fit the catalogue; `errors` maps a field or key to its message,
 * `codes` (records only) to what is wrong, for the console to say in its language.
 */
export class ValidationFailure extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string>,
    readonly codes: Record<string, string> = {}
  ) {
    super(message)
    this.name = 'ValidationFailure'
  }
}
