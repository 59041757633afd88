import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** The tutor's sex a family asks for (R-DOM-32). */
export const findTeacherSexes = optionList('findTeacherSexes', {
  title: label('Required teacher sex', '導師性別要求', '导师性别要求'),
  icon: 'wc',
  group: GROUP.findTeacher
})
