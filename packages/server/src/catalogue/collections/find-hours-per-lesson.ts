import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** Length of one lesson (R-DOM-33). */
export const findHoursPerLesson = optionList('findHoursPerLesson', {
  title: label('Hours per lesson', '每堂時數', '每堂时数'),
  icon: 'schedule',
  group: GROUP.findTeacher
})
