import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** Groups of areas, such as Hong Kong Island or Kowloon (R-DOM-10). */
export const regAreaCategories = optionList('regAreaCategories', {
  title: label('Area categories', '地區類別', '地区类别'),
  icon: 'map',
  group: GROUP.teacherRegistration
})
