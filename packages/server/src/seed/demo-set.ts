import type { DemoRandom } from './demo-random'
import type { SeedRecord } from './seed-context'

const WEEK = 7 * 24 * 3600 * 1000

/** Demo records per collection, built in dependency order: referenced collections come first. */
export class DemoSet {
  readonly collections = new Map<string, SeedRecord[]>()

  constructor(
    readonly random: DemoRandom,
    readonly now: number
  ) {}

  /** Adds a record created at `time` and returns its id. */
  add(collection: string, time: number, fields: SeedRecord): string {
    const _id = this.random.id(time)
    const list = this.collections.get(collection) ?? []
    list.push({ _id, created: new Date(time).toISOString(), ...fields })
    this.collections.set(collection, list)
    return _id
  }

  records(collection: string): SeedRecord[] {
    return this.collections.get(collection) ?? []
  }

  /** A moment within the last `weeks` weeks, more often recent: the service grows week by week. */
  recent(weeks = 12): number {
    return this.now - Math.floor(this.random.fraction() ** 1.4 * weeks * WEEK)
  }

  /** A moment between `from` and `to` (ms). */
  between(from: number, to: number): number {
    return this.random.int(Math.floor(from), Math.floor(to))
  }

  /** When reference lists were set up: before anything else in the demo. */
  get setUp(): number {
    return this.now - 13 * WEEK
  }

  weeks(count: number): number {
    return count * WEEK
  }
}
