import type { Application } from '../declarations'
import { runScheduledPublishing } from './publishing-job'
import { repeatUntilTeardown } from './repeat-until-teardown'

/** How often the server looks for records due to be published or taken down. */
export const PUBLISHING_INTERVAL_MS = 30_000

/**
 * Runs the publishing job every {@link PUBLISHING_INTERVAL_MS} while the server runs, on every
 * process: each step is claimed in the database, so it is taken once. `now` is the job's clock.
 */
export const publishingSchedule = (app: Application, now: () => Date = () => new Date()) => {
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      await runScheduledPublishing(app, now())
    } catch (error) {
      app.get('logger').error({ err: error }, 'scheduled publishing did not run')
    } finally {
      running = false
    }
  }
  repeatUntilTeardown(app, PUBLISHING_INTERVAL_MS, () => void run())
}
