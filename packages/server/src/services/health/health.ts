import type { Application } from '../../declarations'

/** `GET /api/health`: 200 `{ status: 'ok', db }` without sign-in (C6). */
export const health = (app: Application) => {
  app.use(
    'health',
    {
      async find() {
        await app.get('knex').raw('select 1')
        return { status: 'ok', db: app.get('dialect').name }
      }
    },
    { methods: ['find'] }
  )
}
