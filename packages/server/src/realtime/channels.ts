import type { RealTimeConnection } from '@feathersjs/feathers'
import { can, editorSettingsOf, isFrozen, type UserLike } from '@tutor-admin/shared'
import { sessionOfToken } from '../auth/session-of-token'
import type { Application } from '../declarations'

type Account = UserLike & Record<string, unknown>

/**
 * Real-time events go to signed-in connections allowed to read the service (R-AUTH-14, R-ROLE-15).
 * Each connection keeps its account as it is now: a role change applies to the next event, and a
 * frozen or deleted account, or a connection whose session ended, leaves the channels and loses
 * its sign-in at once.
 */
export const channels = (app: Application) => {
  const catalogue = app.get('catalogue')
  const signedIn = () => app.channel('authenticated')

  app.on('connection', (connection: RealTimeConnection) => app.channel('anonymous').join(connection))
  app.on('login', (_result: unknown, { connection }: { connection?: RealTimeConnection }) => {
    if (!connection) return
    app.channel('anonymous').leave(connection)
    signedIn().join(connection)
  })
  app.on('logout', (_result: unknown, { connection }: { connection?: RealTimeConnection }) => {
    if (!connection) return
    signedIn().leave(connection)
    app.channel('anonymous').join(connection)
  })

  app.publish((_data, context) => {
    const collection = catalogue.byName.get(context.path)
    if (!collection) return
    const settings = editorSettingsOf(collection)
    return signedIn().filter((connection) => can(connection.user, settings, 'read'))
  })

  const signOut = (connection: RealTimeConnection) => {
    signedIn().leave(connection)
    app.channel('anonymous').join(connection)
    delete connection.user
    delete connection.authentication
  }
  const follow = (accounts: Account | Account[], removed: boolean) => {
    for (const account of Array.isArray(accounts) ? accounts : [accounts]) {
      for (const connection of signedIn().connections) {
        if (connection.user?._id !== account._id) continue
        if (removed || isFrozen(account)) signOut(connection)
        else connection.user = account
      }
    }
  }
  // A connection signed in with a token of a session that ended, here or on another process.
  app.service('sessions').on('ended', (sessions: Array<{ _id: string }>) => {
    const ended = new Set(sessions.map((session) => session._id))
    for (const connection of signedIn().connections) {
      const sid = sessionOfToken(connection.authentication?.accessToken)
      if (sid && ended.has(sid)) signOut(connection)
    }
  })
  const users = app.service('users')
  users.on('patched', (account: Account) => follow(account, false))
  users.on('updated', (account: Account) => follow(account, false))
  users.on('removed', (accounts: Account | Account[]) => follow(accounts, true))
}
