import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** The student's sex (R-DOM-31). */
export const findStudentSexes = optionList('findStudentSexes', {
  title: label('Student sex', '學生性別', '学生性别'),
  icon: 'wc',
  group: GROUP.findTeacher
})
