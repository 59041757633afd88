import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** A tutor's highest education level (R-DOM-11). */
export const regEducationLevels = optionList('regEducationLevels', {
  title: label('Education levels', '教育程度', '教育程度'),
  icon: 'workspace_premium',
  group: GROUP.teacherRegistration
})
