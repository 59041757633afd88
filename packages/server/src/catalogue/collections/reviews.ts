import { attachment, collection, field, label, translated } from '../define'
import { order } from '../common-fields'
import { GROUP } from '../menu'

/** Reviews by students and parents shown on the home page (R-DOM-37). */
export const reviews = collection(
  'reviews',
  [
    field('name', 'string', { required: true, maxLength: 200, label: label('Name', '姓名', '姓名') }),
    translated('content', { multiline: true, label: label('Review', '評價', '评价') }),
    attachment('photo', { label: label('Photo', '相片', '相片') }),
    field('rating', 'number', { min: 1, max: 5, label: label('Rating', '評分', '评分') }),
    order()
  ],
  {
    name: label('Student/parent reviews', '學生及家長評價', '学生及家长评价'),
    group: GROUP.home,
    icon: 'reviews',
    headers: ['name', 'content', 'rating', 'order'],
    textFields: ['name'],
    translateTextFields: ['content'],
    expands: ['content'],
    defaultSort: 'order'
  }
)
