import type { CollectionDef } from '@tutor-admin/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { Catalogue } from '../../src/catalogue/catalogue'
import { tableModel } from '../../src/db/schema/table-model'
import { checkIntegrity } from '../../src/services/items/check-integrity'
import { useScratchTables } from '../support/scratch-tables'

const probe: CollectionDef = {
  name: 'uniqueProbe',
  fields: [{ name: 'code', type: 'string', params: { unique: true } }],
  params: {}
}
const model = tableModel(probe)
const catalogue = new Catalogue([probe], {})

const scratch = useScratchTables([probe])

beforeAll(async () => {
  await scratch.knex.transaction((trx) =>
    scratch.dialect.insertMany(trx, model, [
      { _id: 'a', code: 'A-1' },
      { _id: 'b', code: 'B-1' }
    ])
  )
})

const check = (records: Record<string, unknown>[], ids?: string[]) =>
  checkIntegrity(scratch.knex, catalogue, model, records, ids)

describe('unique values of many records written together (R-ED-08)', () => {
  it('lets each record keep its own value or take a free one', async () => {
    await expect(check([{ code: 'A-1' }, { code: 'B-2' }], ['a', 'b'])).resolves.toBeUndefined()
    await expect(check([{ code: 'C-1' }])).resolves.toBeUndefined()
  })

  it('refuses (409) a value another record holds, or one given twice', async () => {
    await expect(check([{ code: 'B-1' }], ['a'])).rejects.toMatchObject({
      code: 409,
      errors: { code: 'is already in use' }
    })
    await expect(check([{ code: 'A-1' }])).rejects.toMatchObject({ code: 409 })
    await expect(check([{ code: 'Z-1' }, { code: 'Z-1' }], ['a', 'b'])).rejects.toMatchObject({
      code: 409,
      message: 'code is repeated'
    })
    // A record the batch also changes still holds its value when the other is checked.
    await expect(check([{ code: 'B-1' }, { code: 'B-2' }], ['a', 'b'])).rejects.toMatchObject({ code: 409 })
  })
})
