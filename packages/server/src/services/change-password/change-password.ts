import { BadRequest, NotAuthenticated } from '@feathersjs/errors'
import { errorData, passwordProblem } from '@tutor-admin/shared'
import { localStrategy } from '../../auth/authentication'
import type { ClientParams } from '../../auth/sign-in-services'
import type { Application } from '../../declarations'
import type { UsersService } from '../users/users.class'
import { writeSource } from '../../journal/write-source'
import { recordSecurityEvent } from '../../auth/security-log'
import { sessionsOf } from '../../auth/sign-in-services'

interface ChangePasswordData {
  oldPassword?: unknown
  newPassword?: unknown
}

/**
 * `POST /api/changePassword` `{ oldPassword, newPassword }` for the signed-in user (R-AUTH-18, C10):
 * a wrong old password or a new one under 8 characters is a 400. Wrong old passwords count like
 * failed sign-ins, so a stolen token cannot be used to guess the password. A change ends every
 * session of the account, the caller's included.
 */
export const changePassword = (app: Application) => {
  app.use(
    'changePassword',
    {
      async create(data: ChangePasswordData, params?: ClientParams & { user?: Record<string, unknown> }) {
        const user = params?.user
        if (!user) throw new NotAuthenticated('Not authenticated')
        if (!data || typeof data !== 'object' || Array.isArray(data))
          throw new BadRequest('The body must be { oldPassword, newPassword }')
        const problem = passwordProblem(data.newPassword)
        if (problem) throw new BadRequest(`New password ${problem}`, { errors: { newPassword: problem } })
        try {
          await localStrategy(app).checkCredentials(user.email, data.oldPassword, params.ip)
        } catch (error) {
          if (!(error instanceof NotAuthenticated)) throw error
          throw new BadRequest('The current password is wrong', {
            errors: { oldPassword: 'is wrong' },
            ...errorData('wrongPassword', { field: 'oldPassword' })
          })
        }
        const users = app.service('users') as unknown as UsersService
        const changed = await users.setPassword(
          user._id as string,
          data.newPassword as string,
          writeSource(params)
        )
        // Every session of the account ends, this one too: the console signs in again with the new password.
        await recordSecurityEvent(app, { kind: 'passwordChanged', account: changed._id as string }, params)
        await sessionsOf(app)._end({ account: changed._id as string }, 'passwordChanged', params)
        return changed
      }
    },
    { methods: ['create'], events: [] }
  )
}
