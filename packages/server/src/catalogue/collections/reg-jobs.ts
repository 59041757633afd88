import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** A tutor's current occupation (R-DOM-13). */
export const regJobs = optionList('regJobs', {
  title: label('Jobs', '職業', '职业'),
  icon: 'work',
  group: GROUP.teacherRegistration
})
