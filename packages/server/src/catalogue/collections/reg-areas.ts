import { label, optionList, ref } from '../define'
import { GROUP } from '../menu'

/** Areas a tutor can teach in: the districts of Hong Kong (R-DOM-09). */
export const regAreas = optionList('regAreas', {
  title: label('Areas', '地區', '地区'),
  icon: 'place',
  group: GROUP.teacherRegistration,
  extra: [ref('category', 'regAreaCategories', { index: true, label: label('Category', '類別', '类别') })]
})
