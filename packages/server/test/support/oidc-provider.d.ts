/** The part of `oidc-provider` (which ships no types) that the test provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'

  interface Grant {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }
  interface Context {
    body: unknown
    oidc: {
      provider: Provider
      session?: { accountId?: string }
      client?: { clientId: string }
    }
  }
  export type Configuration = Record<string, unknown> & {
    findAccount(ctx: Context, id: string): Promise<unknown>
    interactions: { url(ctx: Context, interaction: { uid: string }): string }
    loadExistingGrant(ctx: Context): Promise<Grant>
    features: {
      rpInitiatedLogout: { enabled: boolean; logoutSource(ctx: Context, form: string): Promise<void> }
    } & Record<string, unknown>
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    Grant: new (init: { accountId: string; clientId: string }) => Grant
    callback(): RequestListener
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>
    ): Promise<void>
  }
}
