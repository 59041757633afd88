import { collection, field, label, ref } from '../define'
import { dateTime, lastFirstName, phone, status } from '../common-fields'
import { GROUP } from '../menu'

/** Users of the public app (R-DOM-47): read-only for editors (R-ROLE-12), shown in a virtual list (R-VL-01). */
export const appUsers = collection(
  'appUsers',
  [
    lastFirstName(),
    field('email', 'string', { email: true, index: 'text', label: label('Email', '電郵', '电邮') }),
    phone(),
    ref('tutorId', 'teachers', { index: true, label: label('Tutor', '導師', '导师') }),
    field('gender', 'string', { enum: 'gender', label: label('Gender', '性別', '性别') }),
    status('appUserStatus', 'active'),
    dateTime('lastLoginAt', label('Last sign-in', '最後登入', '最后登录'))
  ],
  {
    name: label('App users', '應用程式用戶', '应用程序用户'),
    group: GROUP.users,
    icon: 'person',
    virtual: true,
    headers: ['name', 'email', 'phone', 'tutorId', 'gender', 'status', 'created'],
    textFields: ['email', 'phone'],
    searchFields: [
      { path: 'gender', cond: 'in' },
      { path: 'status', cond: 'in' }
    ],
    defaultSort: 'created',
    defaultSortDesc: true,
    roles: ['admin', { role: 'editor', read: true, write: false }]
  }
)
