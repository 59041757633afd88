import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** Sexes a tutor can register with (R-DOM-15). */
export const regSexes = optionList('regSexes', {
  title: label('Sexes', '性別', '性别'),
  icon: 'wc',
  group: GROUP.teacherRegistration
})
