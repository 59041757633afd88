import { collection, label } from '../define'
import { content, order, title } from '../common-fields'
import { GROUP } from '../menu'

/** Sections of the terms of use (R-DOM-38). */
export const termsOfUse = collection('termsOfUse', [title(), content(), order()], {
  name: label('Terms of use', '使用條款', '使用条款'),
  group: GROUP.information,
  icon: 'description',
  headers: ['title', 'order', 'modified'],
  translateTextFields: ['title'],
  expands: ['content'],
  edit: 'contentPreview',
  expand: 'translationStatus',
  defaultSort: 'order'
})
