import { PASSWORD_MIN_LENGTH } from '@tutor-admin/shared'
import { email, lastFirstName, status } from '../common-fields'
import { attachment, collection, field, label } from '../define'

/**
 * Staff accounts (R-DOM-46): admin only, except own name and avatar (R-ROLE-11). The password is
 * kept as a bcrypt hash and never leaves the server (R-AUTH-19).
 */
export const users = collection(
  'users',
  [
    lastFirstName(),
    email({ required: true, unique: true }),
    field('password', 'string', {
      required: true,
      hidden: true,
      minLength: PASSWORD_MIN_LENGTH,
      label: label('Password', '密碼', '密码')
    }),
    field('role', 'string', { enum: 'adminType', default: 'editor', label: label('Role', '角色', '角色') }),
    field('roles', 'array', { itemType: 'string', enum: 'adminType', label: label('Roles', '角色', '角色') }),
    status('userStatus', 'active'),
    attachment('avatar', { label: label('Avatar', '頭像', '头像') })
  ],
  {
    name: label('Admins', '管理員', '管理员'),
    rootPath: 'admins',
    group: 'users',
    groupIcon: 'people',
    icon: 'admin_panel_settings',
    roles: ['admin'],
    headers: ['name', 'email', 'role', 'status', 'modified'],
    textFields: ['email']
  }
)
