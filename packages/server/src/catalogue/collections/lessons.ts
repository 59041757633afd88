import { collection, field, label, ref, translated } from '../define'

/** Lessons given by tutors (R-DOM-06); joins are listed under each lesson. */
export const lessons = collection(
  'lessons',
  [
    translated('title', { required: true, label: label('Title', '標題', '标题') }),
    ref('teacher', 'teachers', { index: true, label: label('Teacher', '導師', '导师') }),
    ref('subject', 'findSubjects', { index: true, label: label('Subject', '科目', '科目') }),
    field('startTime', 'date', { index: true, label: label('Start time', '開始時間', '开始时间') }),
    field('price', 'number', { min: 0, label: label('Price', '價錢', '价钱') })
  ],
  {
    name: label('Lessons', '課堂', '课堂'),
    icon: 'event_note',
    order: 60,
    headers: ['title', 'teacher', 'subject', 'startTime', 'price'],
    translateTextFields: ['title'],
    linkedTable: { table: 'lessonJoins', service: 'lessonJoins', field: 'lesson' },
    defaultSort: 'startTime',
    defaultSortDesc: true
  }
)

/** Students who joined a lesson (R-DOM-07). */
export const lessonJoins = collection(
  'lessonJoins',
  [
    ref('lesson', 'lessons', { required: true, index: true, nameField: 'title', label: label('Lesson', '課堂', '课堂') }),
    ref('appUser', 'appUsers', { required: true, index: true, nameFields: ['name.lastName', 'name.firstName'], label: label('App user', '用戶', '用户') }),
    field('joinedAt', 'date', { label: label('Joined at', '加入時間', '加入时间') })
  ],
  {
    name: label('Lesson joins', '課堂報名', '课堂报名'),
    icon: 'how_to_reg',
    order: 70,
    headers: ['lesson', 'appUser', 'joinedAt'],
    defaultSort: 'joinedAt',
    defaultSortDesc: true
  }
)
