import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** Subjects students ask for (R-DOM-30). */
export const findSubjects = optionList('findSubjects', {
  title: label('Subjects', '科目', '科目'),
  icon: 'subject',
  group: GROUP.findTeacher
})
