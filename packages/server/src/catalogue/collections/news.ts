import { attachment, collection, label } from '../define'
import { content, dateTime, status, title } from '../common-fields'
import { GROUP } from '../menu'
import { publishingSchedule } from '../publishing-fields'

/** News items (R-DOM-41), with the fixed page /news. */
export const news = collection(
  'news',
  [
    title(),
    content(),
    attachment('cover', { label: label('Cover', '封面', '封面') }),
    status('newsStatus', 'draft'),
    ...publishingSchedule(),
    dateTime('date', label('Date', '日期', '日期'))
  ],
  {
    name: label('News', '最新消息', '最新消息'),
    group: GROUP.content,
    icon: 'newspaper',
    headers: ['title', 'status', 'date', 'modified'],
    translateTextFields: ['title'],
    searchFields: [
      { path: 'status', cond: 'in' },
      { path: 'date', cond: 'inRange' },
      { path: 'title', cond: 'missingLang' }
    ],
    expands: ['content'],
    edit: 'contentPreview',
    expand: 'translationStatus',
    defaultSort: 'date',
    defaultSortDesc: true
  }
)
