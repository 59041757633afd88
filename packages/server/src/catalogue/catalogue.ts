import type { CollectionDef, EnumDef } from '@tutor-admin/shared'
import { tableModel, type TableModel } from '../db/schema/table-model'

/** The collections and enumerations the server serves. */
export class Catalogue {
  readonly byName: Map<string, CollectionDef>

  constructor(
    readonly collections: CollectionDef[],
    readonly enums: Record<string, EnumDef>
  ) {
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
