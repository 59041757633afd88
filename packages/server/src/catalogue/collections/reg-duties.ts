import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** The service provider's duties towards tutors (R-DOM-21). */
export const regDuties = optionList('regDuties', {
  title: label("Provider's duties", '服務提供者責任', '服务提供者责任'),
  icon: 'assignment',
  group: GROUP.teacherRegistration
})
