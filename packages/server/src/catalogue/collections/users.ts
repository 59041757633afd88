import { PASSWORD_MIN_LENGTH } from '@tutor-admin/shared'
import { attachment, collection, field, label } from '../define'

/**
 * Staff accounts (R-DOM-46): admin only, except own name and avatar (R-ROLE-11). The password is
 * kept as a bcrypt hash and never leaves the server (R-AUTH-19).
 */
export const users = collection(
  'users',
  [
    field('name', 'object', {
      personName: true,
      label: label('Name', '姓名', '姓名'),
      fields: [
        field('lastName', 'string', { label: label('Last name', '姓', '姓') }),
        field('firstName', 'string', { label: label('First name', '名', '名') })
      ]
    }),
    field('email', 'string', {
      required: true,
      email: true,
      unique: true,
      maxLength: 254,
      label: label('Email', '電郵', '电邮')
    }),
    field('password', 'string', {
      required: true,
      hidden: true,
      minLength: PASSWORD_MIN_LENGTH,
      label: label('Password', '密碼', '密码')
    }),
    field('role', 'string', { enum: 'adminType', default: 'editor', label: label('Role', '角色', '角色') }),
    field('roles', 'array', { itemType: 'string', enum: 'adminType', label: label('Roles', '角色', '角色') }),
    field('status', 'string', {
      enum: 'userStatus',
      default: 'active',
      index: true,
      label: label('Status', '狀態', '状态')
    }),
    attachment('avatar', { label: label('Avatar', '頭像', '头像') })
  ],
  {
    name: label('Admins', '管理員', '管理员'),
    rootPath: 'admins',
    group: 'users',
    groupIcon: 'people',
    icon: 'admin_panel_settings',
    order: 1,
    roles: ['admin'],
    headers: ['name', 'email', 'role', 'status', 'modified'],
    textFields: ['email']
  }
)
