import { label, optionList, ref } from '../define'

/** Areas a tutor can teach in (R-DOM-09). */
export const regAreas = optionList('regAreas', 'options.teacherRegistration', 1, label('Areas', '地區', '地区'), [
  ref('category', 'regAreaCategories', { label: label('Category', '類別', '类别') })
])

/** Groups of areas (R-DOM-10). */
export const regAreaCategories = optionList(
  'regAreaCategories',
  'options.teacherRegistration',
  2,
  label('Area categories', '地區類別', '地区类别')
)
