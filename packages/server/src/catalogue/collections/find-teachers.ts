import { collection, field, label, ref, refs } from '../define'
import { email, money, personName, phone, status } from '../common-fields'

const matched = { field: 'status', value: 'matched' }

/** Requests from families looking for a tutor, and the tutor each was matched with (R-DOM-03). */
export const findTeachers = collection(
  'findTeachers',
  [
    personName(),
    phone({ index: 'text' }),
    email(),
    ref('teachingMethod', 'findTeachingMethods', { label: label('Teaching method', '教學模式', '教学模式') }),
    ref('area', 'findAreas', { index: true, label: label('Area', '上課地區', '上课地区') }),
    ref('studentLevel', 'findStudentLevels', {
      index: true,
      label: label('Student level', '學生程度', '学生程度')
    }),
    refs('subjects', 'findSubjects', { label: label('Subjects', '科目', '科目') }),
    ref('studentSex', 'findStudentSexes', { label: label('Student sex', '學生性別', '学生性别') }),
    ref('teacherSex', 'findTeacherSexes', {
      label: label('Required teacher sex', '導師性別要求', '导师性别要求')
    }),
    ref('hoursPerLesson', 'findHoursPerLesson', { label: label('Hours per lesson', '每堂時數', '每堂时数') }),
    ref('classesPerWeek', 'findClassesPerWeek', { label: label('Classes per week', '每週堂數', '每周堂数') }),
    money('budget', label('Hourly budget', '每小時預算', '每小时预算')),
    field('remarks', 'string', { multiline: true, maxLength: 5000, label: label('Remarks', '備註', '备注') }),
    status('requestStatus', 'open'),
    ref('matchedTeacher', 'teachers', {
      index: true,
      condition: matched,
      label: label('Matched teacher', '配對導師', '配对导师')
    }),
    field('matchedAt', 'date', { condition: matched, label: label('Matched at', '配對時間', '配对时间') })
  ],
  {
    name: label('Find teachers', '尋找導師', '寻找导师'),
    icon: 'person_search',
    headers: [
      'name',
      'phone',
      'area',
      'studentLevel',
      'subjects',
      'budget',
      'status',
      'matchedTeacher',
      'created'
    ],
    textFields: ['name', 'phone', 'email'],
    searchFields: [
      { path: 'status', cond: 'in' },
      { path: 'area', cond: 'in' },
      { path: 'subjects', cond: 'in' },
      { path: 'created', cond: 'inRange' }
    ],
    expands: ['remarks'],
    defaultSort: 'created',
    defaultSortDesc: true
  },
  [['status', 'created']]
)
