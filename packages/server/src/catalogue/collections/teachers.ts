import { attachment, collection, field, label, ref, refs } from '../define'
import { phone } from '../common-fields'

/** Tutors registered with the service (R-DOM-08): profile, education, experience, availability, verification. */
export const teachers = collection(
  'teachers',
  [
    field('name', 'string', { required: true, index: 'text', label: label('Name', '姓名', '姓名') }),
    field('email', 'string', { email: true, index: 'text', label: label('Email', '電郵', '电邮') }),
    phone(),
    ref('sex', 'regSexes', { label: label('Sex', '性別', '性别') }),
    ref('area', 'regAreas', { index: true, label: label('Main area', '主要地區', '主要地区') }),
    refs('areas', 'regAreas', { label: label('Teaching areas', '教授地區', '教授地区') }),
    refs('subjects', 'regHighSchoolSubjects', { label: label('Subjects taught', '教授科目', '教授科目') }),
    ref('university', 'regUniversities', { label: label('University', '大學', '大学') }),
    ref('educationLevel', 'regEducationLevels', { label: label('Education level', '教育程度', '教育程度') }),
    ref('studyDepartment', 'regStudyDepartments', {
      label: label('Study department', '修讀學系', '修读学系')
    }),
    ref('job', 'regJobs', { label: label('Occupation', '職業', '职业') }),
    refs('labels', 'regTutorLabels', { label: label('Labels', '標籤', '标签') }),
    field('keywords', 'array', {
      itemType: 'string',
      combo: true,
      label: label('Keywords', '關鍵字', '关键字')
    }),
    field('hourlyRate', 'number', { min: 0, index: true, label: label('Hourly rate', '時薪', '时薪') }),
    field('experienceYears', 'number', {
      min: 0,
      label: label('Years of experience', '教學年資', '教学年资')
    }),
    refs('experiences', 'regTutorExperiences', {
      label: label('Tutoring experience', '補習經驗', '补习经验')
    }),
    refs('eduDevExperiences', 'regEduDevExperiences', {
      label: label('Education development experience', '教育發展經驗', '教育发展经验')
    }),
    field('availability', 'array', {
      itemType: 'object',
      label: label('Availability', '可授課時間', '可授课时间'),
      fields: [
        field('weekday', 'string', { required: true, enum: 'weekday', label: label('Day', '星期', '星期') }),
        field('from', 'string', { required: true, maxLength: 5, label: label('From', '由', '由') }),
        field('to', 'string', { required: true, maxLength: 5, label: label('To', '至', '至') })
      ]
    }),
    field('status', 'string', {
      enum: 'teacherStatus',
      default: 'pending',
      index: true,
      label: label('Status', '狀態', '状态')
    }),
    attachment('photo', { label: label('Photo', '相片', '相片') }),
    field('intro', 'string', { rich: true, label: label('Introduction', '自我介紹', '自我介绍') }),
    field('birthDate', 'date', { dateOnly: true, label: label('Birth date', '出生日期', '出生日期') }),
    ref('referralSource', 'regReferralSources', {
      label: label('Heard of us from', '從何得知本服務', '从何得知本服务')
    }),
    field('verified', 'boolean', { default: false, label: label('Verified', '已驗證', '已验证') }),
    field('verifiedAt', 'date', {
      condition: { field: 'verified', value: true },
      label: label('Verified at', '驗證時間', '验证时间')
    })
  ],
  {
    name: label('Teachers', '導師', '导师'),
    icon: 'school',
    headers: ['name', 'email', 'phone', 'area', 'hourlyRate', 'status', 'verified', 'created'],
    textFields: ['name', 'email'],
    searchFields: [
      { path: 'name', cond: 'contains' },
      { path: 'verified', cond: 'eq' },
      { path: 'birthDate', cond: 'inRange' },
      { path: 'areas', cond: 'in' }
    ],
    expands: ['intro'],
    // A sheet of tutors from a recruitment day: one status and source for all, known emails updated.
    importOptions: {
      fields: ['status', 'referralSource'],
      defaults: { status: 'pending' },
      matchBy: 'email'
    },
    defaultSort: 'created',
    defaultSortDesc: true
  },
  [
    ['status', 'area', 'hourlyRate'],
    // Sorts with their `_id` tiebreak, read in index order to the page's end: the list's default
    // (newest first) and by rate, where a search can walk the rates and stop at a page of matches.
    ['-created', '_id'],
    ['hourlyRate', '_id']
  ]
)
