import { label, optionList } from '../define'

const group = 'options.teacherRegistration'

/** Sexes a tutor can register with (R-DOM-15). */
export const regSexes = optionList('regSexes', group, 7, label('Sexes', '性別', '性别'))
/** Universities (R-DOM-18). */
export const regUniversities = optionList('regUniversities', group, 10, label('Universities', '大學', '大学'))
/** Labels given to tutors (R-DOM-17). */
export const regTutorLabels = optionList('regTutorLabels', group, 9, label('Tutor labels', '導師標籤', '导师标签'))
