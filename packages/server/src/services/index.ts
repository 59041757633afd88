import type { Application } from '../declarations'
import { health } from './health/health'
import { items } from './items/items'
import { schemas } from './schemas/schemas'

export const services = (app: Application) => {
  app.configure(health)
  app.configure(schemas)
  app.configure(items)
}
