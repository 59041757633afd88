import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** A tutor's rights (R-DOM-22). */
export const regRights = optionList('regRights', {
  title: label('Rights', '權利', '权利'),
  icon: 'gavel',
  group: GROUP.teacherRegistration
})
