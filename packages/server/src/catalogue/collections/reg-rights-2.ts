import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** Further rights of a tutor (R-DOM-24). */
export const regRights2 = optionList('regRights2', {
  title: label('Rights 2', '權利 2', '权利 2'),
  icon: 'policy',
  group: GROUP.teacherRegistration
})
