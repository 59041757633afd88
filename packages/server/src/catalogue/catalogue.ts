import type { CollectionDef, EnumDef, MenuGroupDef } from '@tutor-admin/shared'
import { tableModel, type TableModel } from '../db/schema/table-model'
import { assertSoundCatalogue } from './check-catalogue'

/**
 * The collections, enumerations and menu groups the server serves; one that does not hold together
 * throws, so a server never starts on a broken catalogue.
 */
export class Catalogue {
  readonly byName: Map<string, CollectionDef>

  constructor(
    readonly collections: CollectionDef[],
    readonly enums: Record<string, EnumDef>,
    readonly groups: Record<string, MenuGroupDef> = {}
  ) {
    assertSoundCatalogue(collections, enums)
    this.byName = new Map(collections.map((collection) => [collection.name, collection]))
  }

  collection(name: string): CollectionDef {
    const collection = this.byName.get(name)
    if (!collection) throw new Error(`No collection ${name} in the catalogue`)
    return collection
  }

  model(name: string): TableModel {
    return tableModel(this.collection(name))
  }
}
