import type { Application } from '../declarations'

/**
 * Runs `work` every `ms` while the application lives: the timer keeps no process alive and stops
 * when the application tears down.
 */
export const repeatUntilTeardown = (app: Application, ms: number, work: () => void) => {
  const timer = setInterval(work, ms)
  timer.unref()
  app.hooks({
    teardown: [
      async (_context: unknown, next: () => Promise<void>) => {
        clearInterval(timer)
        await next()
      }
    ]
  })
}
