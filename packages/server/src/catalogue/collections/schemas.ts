import type { CollectionDef } from '@tutor-admin/shared'
import { collection, field, label } from '../define'

/** Written by the catalogue's files only: nobody writes the catalogue through the API. */
const fromFiles = { readOnly: true } as const

const base = collection(
  'schemas',
  [
    field('name', 'string', { required: true, ...fromFiles, label: label('Name', '名稱', '名称') }),
    field('fields', 'array', {
      itemType: 'object',
      ...fromFiles,
      label: label('Fields', '欄位', '字段'),
      fields: [
        field('name', 'string', { required: true, label: label('Name', '名稱', '名称') }),
        field('type', 'string', {
          required: true,
          enum: 'fieldType',
          label: label('Type', '類型', '类型')
        }),
        field('params', 'object', { label: label('Field settings', '欄位設定', '字段设置') })
      ]
    }),
    field('params', 'object', {
      ...fromFiles,
      label: label('Settings', '設定', '设置'),
      fields: [
        field('editor', 'object', {
          label: label('Page settings per app', '各應用的頁面設定', '各应用的页面设置')
        }),
        field('services', 'object', {
          label: label('Service settings per app', '各應用的服務設定', '各应用的服务设置')
        })
      ]
    }),
    field('indexes', 'array', {
      ...fromFiles,
      label: label('Composite indexes', '組合索引', '组合索引')
    }),
    field('table', 'boolean', {
      ...fromFiles,
      label: label('Kept in a table', '存於資料表', '存于数据表')
    }),
    field('sortable', 'array', {
      ...fromFiles,
      label: label('Orders a big list is sorted in', '大量資料可用的排序', '大量数据可用的排序')
    }),
    field('big', 'boolean', {
      ...fromFiles,
      label: label(
        'Big: sorted by indexed fields only',
        '資料量大：僅依有索引的欄位排序',
        '数据量大：仅按有索引的字段排序'
      )
    })
  ],
  undefined
)

/**
 * The catalogue itself (R-DOM-52, R-SCH-01): `GET /api/schemas` answers the definition of every
 * collection, this one included, and `GET /api/schemas/{name}` one of them. Read-only, no page in
 * the menu and no table: the answers come from the catalogue's files.
 */
export const schemas: CollectionDef = {
  ...base,
  params: { services: { admin: { path: 'schemas', paginate: false } } },
  table: false
}
