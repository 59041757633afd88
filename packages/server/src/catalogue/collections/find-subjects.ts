import { label, optionList } from '../define'

/** Subjects students ask for (R-DOM-30). */
export const findSubjects = optionList('findSubjects', 'options.findTeacher', 4, label('Subjects', '科目', '科目'))
