import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** A student's school level (R-DOM-29). */
export const findStudentLevels = optionList('findStudentLevels', {
  title: label('Student levels', '學生程度', '学生程度'),
  icon: 'stairs',
  group: GROUP.findTeacher
})
