import { base, Faker } from '@faker-js/faker'
import { ulid } from 'ulid'

/** The same seed gives the same demo data. */
export const DEMO_SEED = 20_240_901

/**
 * Seeded randomness for demo data, and ids that follow creation time. Names and places come from
 * the Hong Kong lists in `data/`, so faker needs no locale data of its own.
 */
export class DemoRandom {
  readonly faker = new Faker({ locale: base })

  constructor(seed = DEMO_SEED) {
    this.faker.seed(seed)
  }

  /** A time-ordered id created at `time`, so `_id` order is `created` order as for records made live. */
  id(time: number): string {
    return ulid(time, () => this.faker.number.float({ min: 0, max: 0.999_999 })).toLowerCase()
  }

  pick<T>(list: readonly T[]): T {
    return this.faker.helpers.arrayElement(list)
  }

  pickSome<T>(list: readonly T[], min: number, max: number): T[] {
    return this.faker.helpers.arrayElements(list, { min, max: Math.min(max, list.length) })
  }

  int(min: number, max: number): number {
    return this.faker.number.int({ min, max })
  }

  chance(probability: number): boolean {
    return this.faker.datatype.boolean({ probability })
  }

  /** A Hong Kong mobile number. */
  mobile(): string {
    return `+852 ${this.pick(['5', '6', '9'])}${this.faker.string.numeric(3)} ${this.faker.string.numeric(4)}`
  }
}
