/** A query or record that does not fit the catalogue; `errors` maps a field or key to its message. */
export class ValidationFailure extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string>
  ) {
    super(message)
    this.name = 'ValidationFailure'
  }
}
