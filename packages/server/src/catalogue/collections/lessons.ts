import { collection, field, label, ref, translated } from '../define'
import { dateTime, money } from '../common-fields'

/** Lessons given by tutors (R-DOM-06); the students who joined are listed under each lesson. */
export const lessons = collection(
  'lessons',
  [
    translated('title', { required: true, label: label('Title', '標題', '标题') }),
    ref('teacher', 'teachers', { index: true, label: label('Teacher', '導師', '导师') }),
    ref('subject', 'findSubjects', { index: true, label: label('Subject', '科目', '科目') }),
    dateTime('startTime', label('Start time', '開始時間', '开始时间')),
    field('durationMinutes', 'number', {
      min: 0,
      label: label('Duration (minutes)', '時長（分鐘）', '时长（分钟）')
    }),
    money('price', label('Price', '價錢', '价钱')),
    field('capacity', 'number', { min: 1, label: label('Places', '名額', '名额') }),
    field('venue', 'string', { maxLength: 300, label: label('Venue', '上課地點', '上课地点') })
  ],
  {
    name: label('Lessons', '課堂', '课堂'),
    icon: 'event_note',
    headers: ['title', 'teacher', 'subject', 'startTime', 'price', 'capacity'],
    translateTextFields: ['title'],
    searchFields: [
      { path: 'subject', cond: 'in' },
      { path: 'startTime', cond: 'inRange' },
      { path: 'title', cond: 'missingLang' }
    ],
    linkedTable: { table: 'lessonJoins', service: 'lessonJoins', field: 'lesson' },
    defaultSort: 'startTime',
    defaultSortDesc: true
  }
)
