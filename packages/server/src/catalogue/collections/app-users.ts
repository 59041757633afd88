import { collection, field, label, ref } from '../define'

/** Users of the public app (R-DOM-47): read-only for editors, shown in a virtual list. */
export const appUsers = collection(
  'appUsers',
  [
    field('name', 'object', {
      label: label('Name', '姓名', '姓名'),
      fields: [
        field('lastName', 'string', { label: label('Last name', '姓', '姓') }),
        field('firstName', 'string', { label: label('First name', '名', '名') })
      ]
    }),
    field('email', 'string', { email: true, index: 'text', label: label('Email', '電郵', '电邮') }),
    ref('tutorId', 'teachers', { label: label('Tutor', '導師', '导师') }),
    field('gender', 'string', { enum: 'gender', label: label('Gender', '性別', '性别') }),
    field('status', 'string', { index: true, label: label('Status', '狀態', '状态') })
  ],
  {
    name: label('App users', '應用程式用戶', '应用程序用户'),
    group: 'users',
    groupIcon: 'people',
    icon: 'person',
    order: 2,
    virtual: true,
    headers: ['name', 'email', 'tutorId', 'gender', 'status', 'created'],
    textFields: ['email'],
    roles: ['admin', { role: 'editor', read: true, write: false }]
  }
)
