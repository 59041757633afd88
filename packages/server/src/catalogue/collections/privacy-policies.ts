import { collection, label } from '../define'
import { content, order, title } from '../common-fields'
import { GROUP } from '../menu'

/** Sections of the privacy policy (R-DOM-39). */
export const privacyPolicies = collection('privacyPolicies', [title(), content(), order()], {
  name: label('Privacy policy statements', '私隱政策聲明', '隐私政策声明'),
  group: GROUP.information,
  icon: 'privacy_tip',
  headers: ['title', 'order', 'modified'],
  translateTextFields: ['title'],
  expands: ['content'],
  edit: 'contentPreview',
  expand: 'translationStatus',
  defaultSort: 'order'
})
