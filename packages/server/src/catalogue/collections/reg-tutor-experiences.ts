import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** Kinds of tutoring experience (R-DOM-19). */
export const regTutorExperiences = optionList('regTutorExperiences', {
  title: label('Tutor experiences', '補習經驗', '补习经验'),
  icon: 'history_edu',
  group: GROUP.teacherRegistration
})
