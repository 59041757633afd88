import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** Secondary school subjects a tutor can teach (R-DOM-12). */
export const regHighSchoolSubjects = optionList('regHighSchoolSubjects', {
  title: label('High school subjects', '中學科目', '中学科目'),
  icon: 'menu_book',
  group: GROUP.teacherRegistration
})
