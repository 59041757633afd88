import { NotFound } from '@feathersjs/errors'
import type { Context, Next } from 'koa'
import type { Application } from '../../declarations'
import { bearerUser } from './transfer-access'
import { jobIdOf, jobProgress } from './transfer-jobs'

const PROGRESS_PATH = /^\/transfer-progress\/([^/]+)\/?$/

/**
 * `GET /api/transfer-progress/{job}`: how far the caller's import or export started with
 * `job={job}` has come (`phase`, `done`, `total`); 404 for a job of anyone else.
 */
export const transferProgress = (app: Application) => async (ctx: Context, next: Next) => {
  const match = PROGRESS_PATH.exec(ctx.path)
  if (!match || ctx.method !== 'GET') return next()
  const user = await bearerUser(app, ctx)
  const job = jobIdOf(match[1])!
  const progress = await jobProgress(app, user._id, job)
  if (!progress) throw new NotFound(`No job ${job}`)
  ctx.set('Cache-Control', 'no-store')
  ctx.body = progress
}
