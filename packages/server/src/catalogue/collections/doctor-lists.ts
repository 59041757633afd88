import { collection, label, translated } from '../define'

/** A reference list of the doctor group: read-only for everyone (R-DOM-48..50, R-ROLE-12). */
const doctorList = (name: string, order: number, title: ReturnType<typeof label>) =>
  collection(
    'doctor' + name,
    [translated('name', { required: true, label: label('Name', '名稱', '名称') })],
    {
      name: title,
      group: 'doctor',
      groupIcon: 'medical_services',
      icon: 'list',
      order,
      readOnly: true,
      headers: ['name'],
      translateTextFields: ['name']
    }
  )

export const doctorprofessions = doctorList(
  'professions',
  1,
  label('Doctor professions', '醫生專業', '医生专业')
)
export const doctordistricts = doctorList('districts', 2, label('Doctor districts', '醫生地區', '医生地区'))
export const doctorgenders = doctorList('genders', 3, label('Doctor genders', '醫生性別', '医生性别'))
