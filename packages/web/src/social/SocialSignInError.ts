/** How a social sign-in failed: its SDK could not be loaded, the person cancelled, or the provider refused. */
export type SocialFailure = 'scriptFailed' | 'cancelled' | 'failed'

/** A social sign-in that did not give a credential, with the provider's name for the message. */
export class SocialSignInError extends Error {
  constructor(
    readonly reason: SocialFailure,
    readonly provider: string,
    message: string
  ) {
    super(message)
    this.name = 'SocialSignInError'
  }
}
