import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** Where a student wants lessons (R-DOM-28). */
export const findAreas = optionList('findAreas', {
  title: label('Areas', '上課地區', '上课地区'),
  icon: 'place',
  group: GROUP.findTeacher
})
