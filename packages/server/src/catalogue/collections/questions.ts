import { collection, label, translated } from '../define'
import { order, richText } from '../common-fields'
import { GROUP } from '../menu'

/** Frequently asked questions (R-DOM-40). */
export const questions = collection(
  'questions',
  [
    translated('question', { required: true, label: label('Question', '問題', '问题') }),
    richText('answer', label('Answer', '答案', '答案')),
    order()
  ],
  {
    name: label('Questions', '常見問題', '常见问题'),
    group: GROUP.information,
    icon: 'help',
    headers: ['question', 'order', 'modified'],
    translateTextFields: ['question'],
    searchFields: [{ path: 'question', cond: 'missingLang' }],
    expands: ['answer'],
    edit: 'contentPreview',
    expand: 'translationStatus',
    defaultSort: 'order'
  }
)
