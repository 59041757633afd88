import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** Lessons per week (R-DOM-34). */
export const findClassesPerWeek = optionList('findClassesPerWeek', {
  title: label('Classes per week', '每週堂數', '每周堂数'),
  icon: 'date_range',
  group: GROUP.findTeacher
})
