import type { RealTimeConnection } from '@feathersjs/feathers'
import type { Application } from './declarations'

/** Real-time events go to signed-in connections (R-AUTH-14). */
export const channels = (app: Application) => {
  app.on('connection', (connection: RealTimeConnection) => app.channel('anonymous').join(connection))
  app.on('login', (_result: unknown, { connection }: { connection?: RealTimeConnection }) => {
    if (!connection) return
    app.channel('anonymous').leave(connection)
    app.channel('authenticated').join(connection)
  })
  app.publish(() => app.channel('authenticated'))
}
