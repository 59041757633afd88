import { describe, expect, it } from 'vitest'
import { PostgresKnexClient } from './postgres-driver'

describe('the PostgreSQL driver as knex loads it', () => {
  it('leaves the global scope as it found it, and reads big integers and doubles as numbers', () => {
    const hadNavigator = 'navigator' in globalThis
    const driver = new PostgresKnexClient({ client: 'pg' })._driver()
    expect('navigator' in globalThis).toBe(hadNavigator)
    expect(driver.types.getTypeParser(driver.types.builtins.INT8)('9007199254740991')).toBe(9007199254740991)
    expect(driver.types.getTypeParser(driver.types.builtins.FLOAT8)('1.5')).toBe(1.5)
  })
})
