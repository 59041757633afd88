import type { FieldDef, FieldParams } from '@tutor-admin/shared'
import { field, label, translated, type Labels } from './define'

/** A person's name, searched by substring. */
export const personName = (params?: FieldParams): FieldDef =>
  field('name', 'string', {
    required: true,
    maxLength: 200,
    index: 'text',
    label: label('Name', '姓名', '姓名'),
    ...params
  })

/** A person's name as a string or `{ lastName, firstName }` (R-SCH-13). */
export const lastFirstName = (): FieldDef =>
  field('name', 'object', {
    personName: true,
    label: label('Name', '姓名', '姓名'),
    fields: [
      field('lastName', 'string', { label: label('Last name', '姓', '姓') }),
      field('firstName', 'string', { label: label('First name', '名', '名') })
    ]
  })

export const email = (params?: FieldParams): FieldDef =>
  field('email', 'string', { email: true, maxLength: 254, label: label('Email', '電郵', '电邮'), ...params })

export const phone = (params?: FieldParams): FieldDef =>
  field('phone', 'string', { maxLength: 30, label: label('Phone', '電話', '电话'), ...params })

/** Position in lists shown to the public. */
export const order = (): FieldDef =>
  field('order', 'number', { default: 0, index: true, label: label('Order', '排序', '排序') })

/** A status from an enumeration, new records starting at `initial`. */
export const status = (enumName: string, initial: string): FieldDef =>
  field('status', 'string', {
    enum: enumName,
    default: initial,
    index: true,
    label: label('Status', '狀態', '状态')
  })

/** A required translatable title. */
export const title = (): FieldDef =>
  translated('title', { required: true, label: label('Title', '標題', '标题') })

/** Translatable rich text (HTML per language). */
export const richText = (name: string, labels: Labels): FieldDef =>
  translated(name, { rich: true, label: labels })

export const content = (): FieldDef => richText('content', label('Content', '內容', '内容'))

export const description = (): FieldDef => richText('description', label('Description', '簡介', '简介'))

/** A date with time, indexed for sorting and ranges. */
export const dateTime = (name: string, labels: Labels): FieldDef =>
  field(name, 'date', { index: true, label: labels })

/** A calendar day (`YYYY-MM-DD`). */
export const day = (name: string, labels: Labels): FieldDef =>
  field(name, 'date', { dateOnly: true, label: labels })

/**
 * A calendar day that is the same day wherever it is read (`YYYY-MM-DDT00:00:00.000Z`, R-WID-14):
 * staff in Hong Kong and in Canada see a campaign start on the same date.
 */
export const utcDay = (name: string, labels: Labels): FieldDef =>
  field(name, 'date', { dateOnly: true, utc: true, label: labels })

/** A sum of money in Hong Kong dollars. */
export const money = (name: string, labels: Labels, params?: FieldParams): FieldDef =>
  field(name, 'number', { min: 0, label: labels, ...params })
