import { label, optionList } from '../define'
import { GROUP } from '../menu'

const readOnlyList = { group: GROUP.doctor, readOnly: true }

/** Reference lists of the doctor group: seeded by the server, read-only for everyone (R-DOM-48..50, R-ROLE-12). */
export const doctorprofessions = optionList('doctorprofessions', {
  title: label('Doctor professions', '醫生專科', '医生专科'),
  icon: 'medical_services',
  ...readOnlyList
})
export const doctordistricts = optionList('doctordistricts', {
  title: label('Doctor districts', '醫生地區', '医生地区'),
  icon: 'location_city',
  ...readOnlyList
})
export const doctorgenders = optionList('doctorgenders', {
  title: label('Doctor genders', '醫生性別', '医生性别'),
  icon: 'wc',
  ...readOnlyList
})
