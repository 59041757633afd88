import {
  LANGS,
  SYSTEM_FIELDS,
  type CollectionDef,
  type FieldDef,
  type FieldParams
} from '@tutor-admin/shared'
import { tableModel } from '../../db/schema/table-model'
import type { Catalogue } from '../catalogue'

type Labels = FieldParams['label']

const cell = (text: unknown) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ')
const row = (cells: unknown[]) => `| ${cells.map(cell).join(' | ')} |`
const table = (head: string[], rows: unknown[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n')
const labelsOf = (labels: Labels) => LANGS.map((lang) => labels?.[lang] ?? '')
const code = (text: string) => `\`${text}\``

/** The params of a field in words, label aside. */
const describeParams = (params: FieldParams = {}): string => {
  const parts: string[] = []
  if (params.required) parts.push('required')
  if (params.translate) parts.push('translatable')
  if (params.rich) parts.push('rich text')
  if (params.multiline) parts.push('multi-line')
  if (params.email) parts.push('email')
  if (params.personName) parts.push('person name')
  if (params.ref) parts.push(`→ ${code(params.ref)}`)
  if (params.itemType && !params.ref) parts.push(`items: ${params.itemType}`)
  if (params.enum) parts.push(`enum ${code(params.enum)}`)
  if (params.dateOnly) parts.push('date only')
  if (params.utc) parts.push('UTC')
  if (params.fileType) parts.push(`file ${code(params.fileType)}`)
  if (params.default !== undefined) parts.push(`default ${code(JSON.stringify(params.default))}`)
  if (params.min !== undefined) parts.push(`min ${params.min}`)
  if (params.max !== undefined) parts.push(`max ${params.max}`)
  if (params.minLength !== undefined) parts.push(`min length ${params.minLength}`)
  if (params.maxLength !== undefined) parts.push(`max length ${params.maxLength}`)
  if (params.index === true) parts.push('index')
  if (params.index === 'text') parts.push('text index')
  if (params.unique) parts.push('unique')
  if (params.hidden) parts.push('hidden')
  if (params.readOnly) parts.push('read-only')
  if (params.combo) parts.push('free entry')
  if (params.nameField) parts.push(`shown by ${code(params.nameField)}`)
  if (params.nameFields) parts.push(`shown by ${params.nameFields.map(code).join(' ')}`)
  if (params.condition)
    parts.push(`when ${code(`${params.condition.field} = ${JSON.stringify(params.condition.value)}`)}`)
  return parts.join(', ')
}

const fieldRows = (fields: FieldDef[], prefix = ''): unknown[][] =>
  fields.flatMap((field) => [
    [code(prefix + field.name), field.type, describeParams(field.params), ...labelsOf(field.params?.label)],
    ...fieldRows(field.params?.fields ?? [], `${prefix}${field.name}.`)
  ])

const list = (values: unknown[] | undefined) =>
  values?.length ? values.map((v) => code(String(v))).join(', ') : undefined

/** The page settings worth knowing when reading the table, one per line. */
const editorLines = (collection: CollectionDef): string[] => {
  const editor = collection.params.editor?.admin
  if (!editor)
    return [
      'No page: served at ' +
        code(`/api/${collection.name}`) +
        ' only' +
        (collection.table === false ? ', from the catalogue itself (no table).' : '.')
    ]
  const sort = [editor.defaultSort ?? []].flat()
  const settings: Array<[string, string | undefined]> = [
    [
      'Page',
      `${code(`/${editor.rootPath ?? editor.path ?? collection.name}/`)}, service ${code(`/api/${collection.name}`)}`
    ],
    [
      'Menu',
      `${editor.group ? code(editor.group) : 'main'}, order ${editor.order ?? 9999}, icon ${code(editor.icon ?? '')}`
    ],
    ['Columns', list(editor.headers)],
    ['Keyword search', list([...(editor.textFields ?? []), ...(editor.translateTextFields ?? [])])],
    [
      'Search conditions',
      list(
        editor.searchFields?.map((search) =>
          [search.path, search.cond, search.edit === false && `= ${JSON.stringify(search.value1)} (fixed)`]
            .filter(Boolean)
            .join(' ')
        )
      )
    ],
    ['Expanded rows', list(editor.expands)],
    [
      'Extensions',
      list(
        [editor.edit && `edit: ${editor.edit}`, editor.expand && `expand: ${editor.expand}`].filter(Boolean)
      )
    ],
    [
      'Import options',
      editor.importOptions
        ? [
            editor.importOptions.fields?.length && `values for ${list(editor.importOptions.fields)}`,
            editor.importOptions.defaults &&
              `starting ${code(JSON.stringify(editor.importOptions.defaults))}`,
            editor.importOptions.matchBy && `rows matched by ${code(editor.importOptions.matchBy)}`
          ]
            .filter(Boolean)
            .join(', ')
        : undefined
    ],
    ['Default sort', sort.length ? `${list(sort)}${editor.defaultSortDesc ? ' descending' : ''}` : undefined],
    [
      'Linked table',
      editor.linkedTable
        ? `${code(editor.linkedTable.service)} by ${code(editor.linkedTable.field)}`
        : undefined
    ],
    ['Roles', editor.roles ? code(JSON.stringify(editor.roles)) : undefined],
    [
      'Flags',
      [editor.readOnly && 'read-only', editor.virtual && 'virtual list'].filter(Boolean).join(', ') ||
        undefined
    ],
    [
      // What start-up builds: the catalogue's own and those the route's order and search need.
      'Indexes',
      collection.table === false
        ? undefined
        : tableModel(collection)
            .indexes.map((index) => code(index.join(', ')))
            .join('; ')
    ]
  ]
  return settings.filter(([, value]) => value).map(([name, value]) => `- ${name}: ${value}`)
}

const collectionSection = (collection: CollectionDef) => {
  const title = collection.params.editor?.admin?.name
  return [
    `### ${collection.name}${title ? ` — ${labelsOf(title).join(' / ')}` : ''}`,
    editorLines(collection).join('\n'),
    table(['field', 'type', 'params', ...LANGS], fieldRows(collection.fields))
  ].join('\n\n')
}

/**
 * The catalogue as Markdown: menu groups, one table per collection (field, type, params, labels)
 * and the enumerations. The same catalogue always gives the same text.
 */
export const renderReference = (catalogue: Catalogue): string =>
  [
    '# Catalogue reference',
    'Generated from `packages/server/src/catalogue` by `npm run docs:catalogue`; do not edit by hand. ' +
      'CI fails when this file is stale.',
    `Every collection also has the system fields ${SYSTEM_FIELDS.map((field) => code(field.name)).join(', ')}, ` +
      'which the server alone writes (R-SCH-08). Labels are given in Traditional Chinese (cht), Simplified Chinese (chs) and English (en).',
    '## Menu groups',
    table(
      ['group', 'order', 'icon', ...LANGS],
      Object.entries(catalogue.groups).map(([path, group]) => [
        code(path),
        group.order,
        code(group.icon),
        ...labelsOf(group.name)
      ])
    ),
    '## Collections',
    ...catalogue.collections.map(collectionSection),
    '## Enumerations',
    table(
      ['enum', 'value', ...LANGS],
      Object.entries(catalogue.enums).flatMap(([name, definition]) =>
        definition.values.map((value) => [code(name), code(value), ...labelsOf(definition.labels[value])])
      )
    )
  ].join('\n\n') + '\n'
