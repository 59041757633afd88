import { base, Faker, generateMersenne53Randomizer } from '@faker-js/faker'
import { ulid } from 'ulid'

/** The same seed gives the same demo data. */
const DEMO_SEED = 20_240_901

const digits = (value: number, length: number) => String(value).padStart(length, '0')

/**
 * Seeded randomness for demo and scale data, and ids that follow creation time. Names and places
 * come from the Hong Kong lists in `data/`, so faker needs no locale data of its own. The hot
 * helpers draw straight from faker's randomizer: scale seeding calls them millions of times.
 */
export class DemoRandom {
  private readonly randomizer = generateMersenne53Randomizer()
  readonly faker = new Faker({ locale: base, randomizer: this.randomizer })
  private readonly next = () => this.randomizer.next()

  constructor(seed = DEMO_SEED) {
    this.randomizer.seed(seed)
  }

  /** A time-ordered id created at `time`, so `_id` order is `created` order as for records made live. */
  id(time: number): string {
    return ulid(time, this.next).toLowerCase()
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]
  }

  pickSome<T>(list: readonly T[], min: number, max: number): T[] {
    return this.faker.helpers.arrayElements(list, { min, max: Math.min(max, list.length) })
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  /** A value in [0, 1). */
  fraction(): number {
    return this.next()
  }

  /** A Hong Kong mobile number. */
  mobile(): string {
    return `+852 ${this.pick(['5', '6', '9'])}${digits(this.int(0, 999), 3)} ${digits(this.int(0, 9999), 4)}`
  }
}
