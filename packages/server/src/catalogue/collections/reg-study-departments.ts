import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** University departments a tutor studied in (R-DOM-16). */
export const regStudyDepartments = optionList('regStudyDepartments', {
  title: label('Study departments', '修讀學系', '修读学系'),
  icon: 'science',
  group: GROUP.teacherRegistration
})
