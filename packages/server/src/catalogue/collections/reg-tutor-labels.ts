import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** Labels given to tutors (R-DOM-17). */
export const regTutorLabels = optionList('regTutorLabels', {
  title: label('Tutor labels', '導師標籤', '导师标签'),
  icon: 'label',
  group: GROUP.teacherRegistration
})
