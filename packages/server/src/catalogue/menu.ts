import type { MenuGroupDef } from '@tutor-admin/shared'

/**
 * The menu entries in the order of the domain catalogue (R-DOM-01..50). An entry's menu order is
 * its place in this list times ten, so the R-DOM number of an entry is its order / 10.
 */
export const MENU_ENTRIES = [
  'dashboard',
  'contacts',
  'findTeachers',
  'learningNews',
  'learningNewsTypes',
  'lessons',
  'lessonJoins',
  'teachers',
  'regAreas',
  'regAreaCategories',
  'regEducationLevels',
  'regHighSchoolSubjects',
  'regJobs',
  'regReferralSources',
  'regSexes',
  'regStudyDepartments',
  'regTutorLabels',
  'regUniversities',
  'regTutorExperiences',
  'regEduDevExperiences',
  'regDuties',
  'regRights',
  'regRules',
  'regRights2',
  'regPrices',
  'regPriceLists',
  'findTeachingMethods',
  'findAreas',
  'findStudentLevels',
  'findSubjects',
  'findStudentSexes',
  'findTeacherSexes',
  'findHoursPerLesson',
  'findClassesPerWeek',
  'bannerSubjects',
  'bannerHeadings',
  'reviews',
  'termsOfUse',
  'privacyPolicies',
  'questions',
  'news',
  'ads',
  'campaigns',
  'products',
  'events',
  'users',
  'appUsers',
  'doctorprofessions',
  'doctordistricts',
  'doctorgenders'
] as const

/** Menu order of an entry (R-LAY-06); `undefined` for collections without a menu entry. */
export const menuOrder = (name: string): number | undefined => {
  const index = (MENU_ENTRIES as readonly string[]).indexOf(name)
  return index < 0 ? undefined : (index + 1) * 10
}

/** The dotted paths of the menu groups (R-DOM: TR, FT, H, I, C, U, D). */
export const GROUP = {
  teacherRegistration: 'options.teacherRegistration',
  findTeacher: 'options.findTeacher',
  home: 'home',
  information: 'information',
  content: 'content',
  users: 'users',
  doctor: 'doctor'
} as const

interface GroupSpec extends Omit<MenuGroupDef, 'order'> {
  /** The group's first menu entry, whose order the group takes (R-LAY-06). */
  first: (typeof MENU_ENTRIES)[number]
}

const GROUP_SPECS: Record<string, GroupSpec> = {
  options: { name: { en: 'Options', cht: '選項設定', chs: '选项设定' }, icon: 'tune', first: 'regAreas' },
  'options.teacherRegistration': {
    name: { en: 'Teacher registration', cht: '導師登記', chs: '导师登记' },
    icon: 'app_registration',
    first: 'regAreas'
  },
  'options.findTeacher': {
    name: { en: 'Find a teacher', cht: '尋找導師', chs: '寻找导师' },
    icon: 'person_search',
    first: 'findTeachingMethods'
  },
  home: { name: { en: 'Home page', cht: '主頁', chs: '主页' }, icon: 'home', first: 'bannerSubjects' },
  information: { name: { en: 'Information', cht: '資訊', chs: '资讯' }, icon: 'info', first: 'termsOfUse' },
  content: { name: { en: 'Content', cht: '內容', chs: '内容' }, icon: 'article', first: 'news' },
  users: { name: { en: 'Users', cht: '用戶', chs: '用户' }, icon: 'people', first: 'users' },
  doctor: {
    name: { en: 'Doctors', cht: '醫生', chs: '医生' },
    icon: 'local_hospital',
    first: 'doctorprofessions'
  }
}

/** The menu groups by dotted path, with titles in three languages (R-LAY-05, R-DOM-60). */
export const MENU_GROUPS: Record<string, MenuGroupDef> = Object.fromEntries(
  Object.entries(GROUP_SPECS).map(([path, { first, ...group }]) => [
    path,
    { ...group, order: menuOrder(first)! }
  ])
)
