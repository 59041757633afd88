import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** How lessons are given: at home, online, at a centre (R-DOM-27). */
export const findTeachingMethods = optionList('findTeachingMethods', {
  title: label('Teaching methods', '教學模式', '教学模式'),
  icon: 'cast_for_education',
  group: GROUP.findTeacher
})
