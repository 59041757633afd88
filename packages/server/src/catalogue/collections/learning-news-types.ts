import { label, optionList } from '../define'

/** Kinds of learning news (R-DOM-05). */
export const learningNewsTypes = optionList('learningNewsTypes', {
  title: label('Learning news types', '學習資訊類型', '学习资讯类型'),
  icon: 'category'
})
