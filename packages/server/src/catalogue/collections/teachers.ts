import { attachment, collection, field, label, ref, refs } from '../define'

/** Tutors registered with the service (R-DOM-08). */
export const teachers = collection(
  'teachers',
  [
    field('name', 'string', { required: true, index: 'text', label: label('Name', '姓名', '姓名') }),
    field('email', 'string', { email: true, index: 'text', label: label('Email', '電郵', '电邮') }),
    field('phone', 'string', { label: label('Phone', '電話', '电话') }),
    ref('sex', 'regSexes', { label: label('Sex', '性別', '性别') }),
    ref('area', 'regAreas', { index: true, label: label('Main area', '主要地區', '主要地区') }),
    refs('areas', 'regAreas', { label: label('Teaching areas', '教授地區', '教授地区') }),
    ref('university', 'regUniversities', { label: label('University', '大學', '大学') }),
    refs('labels', 'regTutorLabels', { label: label('Labels', '標籤', '标签') }),
    field('keywords', 'array', { itemType: 'string', combo: true, label: label('Keywords', '關鍵字', '关键字') }),
    field('hourlyRate', 'number', { min: 0, index: true, label: label('Hourly rate', '時薪', '时薪') }),
    field('experienceYears', 'number', { min: 0, label: label('Years of experience', '教學年資', '教学年资') }),
    field('status', 'string', { enum: 'teacherStatus', default: 'pending', index: true, label: label('Status', '狀態', '状态') }),
    attachment('photo', { label: label('Photo', '相片', '相片') }),
    field('intro', 'string', { rich: true, label: label('Introduction', '自我介紹', '自我介绍') }),
    field('birthDate', 'date', { dateOnly: true, label: label('Birth date', '出生日期', '出生日期') }),
    field('verified', 'boolean', { default: false, label: label('Verified', '已驗證', '已验证') })
  ],
  {
    name: label('Teachers', '導師', '导师'),
    icon: 'school',
    order: 90,
    headers: ['name', 'email', 'phone', 'area', 'hourlyRate', 'status', 'verified', 'created'],
    textFields: ['name', 'email'],
    searchFields: [
      { path: 'name', cond: 'contains' },
      { path: 'verified', cond: 'eq' },
      { path: 'birthDate', cond: 'inRange' },
      { path: 'areas', cond: 'in' }
    ],
    expands: ['intro'],
    defaultSort: 'created',
    defaultSortDesc: true
  },
  [['status', 'area', 'hourlyRate']]
)
