import { collection, field, label } from '../define'
import { email, personName, phone } from '../common-fields'

/** Messages sent through the public contact form (R-DOM-02). */
export const contacts = collection(
  'contacts',
  [
    personName(),
    email({ index: 'text' }),
    phone(),
    field('message', 'string', { multiline: true, maxLength: 5000, label: label('Message', '訊息', '讯息') }),
    field('handled', 'boolean', { default: false, index: true, label: label('Handled', '已處理', '已处理') })
  ],
  {
    name: label('Contacts', '聯絡查詢', '联络查询'),
    icon: 'contact_mail',
    headers: ['name', 'email', 'phone', 'handled', 'created'],
    textFields: ['name', 'email', 'phone'],
    // Messages still to answer come first: a fixed condition staff switch off to see them all.
    searchFields: [{ path: 'handled', cond: 'eq', value1: false, edit: false }],
    expands: ['message'],
    defaultSort: 'created',
    defaultSortDesc: true
  }
)
