import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** Experience in education development (R-DOM-20). */
export const regEduDevExperiences = optionList('regEduDevExperiences', {
  title: label('Education development experiences', '教育發展經驗', '教育发展经验'),
  icon: 'trending_up',
  group: GROUP.teacherRegistration
})
