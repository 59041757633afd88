import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** Universities a tutor studied at (R-DOM-18). */
export const regUniversities = optionList('regUniversities', {
  title: label('Universities', '大學', '大学'),
  icon: 'account_balance',
  group: GROUP.teacherRegistration
})
