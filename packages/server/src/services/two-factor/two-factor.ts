import { TWO_FACTOR_PATH } from '@tutor-admin/shared'
import { localStrategy } from '../../auth/authentication'
import { ChallengeSigner } from '../../auth/two-factor/challenge'
import { SecretBox } from '../../auth/two-factor/secret-box'
import { TwoFactorStore } from '../../auth/two-factor/two-factor-store'
import type { Application } from '../../declarations'
import { recordSecurityEvent } from '../../auth/security-log'
import type { UsersService } from '../users/users.class'
import { TwoFactorService, type TwoFactorParams } from './two-factor.class'

/**
 * Registers `/api/twoFactor` (find and create, no events: nothing of it is broadcast). A deleted
 * account's second factor goes with it.
 */
export const twoFactor = (app: Application) => {
  const authSecret = app.get('authentication')!.secret as string
  const users = () => app.service('users') as unknown as UsersService
  const store = new TwoFactorStore(app.get('knex'))
  const service = new TwoFactorService({
    store,
    box: new SecretBox(authSecret),
    challenges: new ChallengeSigner(authSecret),
    requiredRoles: app.get('config').twoFactorRequiredRoles,
    throttle: () => localStrategy(app).throttle,
    checkPassword: (email, password, address) =>
      localStrategy(app).checkCredentials(email, password, address),
    readAccount: async (id) => (await users()._get(id)) as unknown as NonNullable<TwoFactorParams['user']>,
    record: (event, params) => recordSecurityEvent(app, event, params)
  })
  app.use(TWO_FACTOR_PATH, service, { methods: ['find', 'create'], events: [] })
  app.service('users').on('removed', (removed: { _id?: string } | Array<{ _id?: string }>) => {
    for (const account of Array.isArray(removed) ? removed : [removed])
      if (account?._id)
        void store
          .remove(account._id)
          .catch((error: unknown) =>
            app.get('logger').error({ err: error }, 'the second factor of a deleted account was not removed')
          )
  })
}
