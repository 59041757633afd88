import { attachment, collection, field, label, translated } from '../define'

/** News items (R-DOM-41), with the fixed page /news. */
export const news = collection(
  'news',
  [
    translated('title', { required: true, label: label('Title', '標題', '标题') }),
    translated('content', { rich: true, label: label('Content', '內容', '内容') }),
    attachment('cover', { label: label('Cover', '封面', '封面') }),
    field('status', 'string', { enum: 'newsStatus', default: 'draft', index: true, label: label('Status', '狀態', '状态') }),
    field('date', 'date', { index: true, label: label('Date', '日期', '日期') })
  ],
  {
    name: label('News', '最新消息', '最新消息'),
    group: 'content',
    groupIcon: 'article',
    icon: 'newspaper',
    order: 1,
    headers: ['title', 'status', 'date', 'modified'],
    translateTextFields: ['title'],
    searchFields: [{ path: 'status', cond: 'in' }],
    defaultSort: 'date',
    defaultSortDesc: true
  }
)
