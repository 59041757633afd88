import { attachment, collection, label, ref } from '../define'
import { content, dateTime, status, title } from '../common-fields'

/** Articles on studying and exams, by type (R-DOM-04). */
export const learningNews = collection(
  'learningNews',
  [
    title(),
    ref('type', 'learningNewsTypes', { index: true, label: label('Type', '類型', '类型') }),
    content(),
    attachment('cover', { label: label('Cover', '封面', '封面') }),
    status('newsStatus', 'draft'),
    dateTime('date', label('Date', '日期', '日期'))
  ],
  {
    name: label('Learning news', '學習資訊', '学习资讯'),
    icon: 'auto_stories',
    headers: ['title', 'type', 'status', 'date'],
    translateTextFields: ['title'],
    searchFields: [
      { path: 'type', cond: 'in' },
      { path: 'status', cond: 'in' },
      { path: 'title', cond: 'missingLang' }
    ],
    expands: ['content'],
    edit: 'contentPreview',
    expand: 'translationStatus',
    defaultSort: 'date',
    defaultSortDesc: true
  }
)
