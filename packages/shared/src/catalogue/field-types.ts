/** Field types of the catalogue (R-SCH-02). A string enum is `string` with `params.enum`. */
export const FIELD_TYPES = ['string', 'number', 'boolean', 'date', 'id', 'array', 'object'] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** Types an array's items may have. */
export const ARRAY_ITEM_TYPES = ['string', 'number', 'id', 'object'] as const
export type ArrayItemType = (typeof ARRAY_ITEM_TYPES)[number]
