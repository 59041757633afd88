import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** Rules tutors agree to (R-DOM-23). */
export const regRules = optionList('regRules', {
  title: label('Rules', '守則', '守则'),
  icon: 'rule',
  group: GROUP.teacherRegistration
})
