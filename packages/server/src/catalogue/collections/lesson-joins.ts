import { collection, field, label, ref } from '../define'
import { dateTime } from '../common-fields'

/** Students who joined a lesson (R-DOM-07). */
export const lessonJoins = collection(
  'lessonJoins',
  [
    ref('lesson', 'lessons', {
      required: true,
      index: true,
      nameField: 'title',
      label: label('Lesson', '課堂', '课堂')
    }),
    ref('appUser', 'appUsers', {
      required: true,
      index: true,
      nameFields: ['name.lastName', 'name.firstName'],
      label: label('App user', '用戶', '用户')
    }),
    dateTime('joinedAt', label('Joined at', '加入時間', '加入时间')),
    field('paid', 'boolean', { default: false, label: label('Paid', '已付款', '已付款') })
  ],
  {
    name: label('Lesson joins', '課堂報名', '课堂报名'),
    icon: 'how_to_reg',
    headers: ['lesson', 'appUser', 'joinedAt', 'paid'],
    searchFields: [{ path: 'paid', cond: 'eq' }],
    defaultSort: 'joinedAt',
    defaultSortDesc: true
  }
)
