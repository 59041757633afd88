import { AuthenticationService } from '@feathersjs/authentication'
import { LRUCache } from 'lru-cache'

type TokenPayload = Awaited<ReturnType<AuthenticationService['verifyAccessToken']>>

/**
 * Checks each access token's signature once: a token already verified is answered from memory
 * until it expires. Saves most of the cost of signed-in requests; the account behind the token
 * is still checked on every call by the JWT strategy.
 */
export class StaffAuthenticationService extends AuthenticationService {
  private readonly verified = new LRUCache<string, TokenPayload>({ max: 5000 })

  override async verifyAccessToken(accessToken: string, optsOverride?: object, secretOverride?: string) {
    if (optsOverride || secretOverride)
      return super.verifyAccessToken(accessToken, optsOverride, secretOverride)
    const known = this.verified.get(accessToken)
    if (known && typeof known.exp === 'number' && known.exp * 1000 > Date.now()) return known
    const payload = await super.verifyAccessToken(accessToken)
    this.verified.set(accessToken, payload)
    return payload
  }
}
