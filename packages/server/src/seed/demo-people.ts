import { HK_DISTRICTS } from './data/hk-districts'
import { ENGLISH_NAMES, FEMALE_GIVEN, MALE_GIVEN, SURNAMES, type NamePart } from './data/hk-names'
import { DSE_SUBJECTS, OPTION_LISTS, UNIVERSITIES, type Option } from './data/option-lists'
import { REQUEST_REMARKS } from './data/promotions'
import { listIds, type OptionIds } from './demo-lists'
import type { DemoSet } from './demo-set'
import { html } from './demo-text'

const DAY = 24 * 3600 * 1000

/** A person of the demo: Chinese name, English first name and sex. */
interface Person {
  surname: NamePart
  given: NamePart
  english: string
  sex: 'male' | 'female'
}

const person = (set: DemoSet): Person => {
  const sex = set.random.chance(0.55) ? 'female' : 'male'
  return {
    surname: set.random.pick(SURNAMES),
    given: set.random.pick(sex === 'female' ? FEMALE_GIVEN : MALE_GIVEN),
    english: set.random.pick(ENGLISH_NAMES[sex]),
    sex
  }
}

const emailOf = (set: DemoSet, who: Person, index: number) =>
  `${who.english}.${who.surname.roman}${index}`.toLowerCase().replace(/[^a-z0-9.]/g, '') +
  set.random.pick(['@example.com', '@example.org', '@example.net'])

/** Jobs weighted as tutors register: mostly students. */
const JOBS = [
  'university-student',
  'university-student',
  'university-student',
  'full-time-tutor',
  'postgraduate',
  'secondary-teacher',
  'primary-teacher',
  'engineer',
  'accountant',
  'office',
  'freelancer'
]

const profileOf = (job: string) => {
  if (job === 'university-student')
    return { education: ['undergraduate'], born: [2001, 2006], years: [0, 4], rate: [150, 280] }
  if (job === 'postgraduate')
    return { education: ['bachelor'], born: [1996, 2001], years: [1, 6], rate: [200, 350] }
  if (job.endsWith('teacher'))
    return { education: ['pgde', 'master'], born: [1975, 1998], years: [3, 20], rate: [350, 600] }
  if (job === 'full-time-tutor')
    return { education: ['bachelor', 'master'], born: [1980, 1999], years: [3, 15], rate: [250, 450] }
  return {
    education: ['bachelor', 'associate', 'master'],
    born: [1978, 2000],
    years: [1, 10],
    rate: [200, 400]
  }
}

const experienceOf = (years: number) =>
  years < 1 ? 'under-1' : years < 3 ? '1-3' : years < 5 ? '3-5' : 'over-5'

/** A short keyword for a subject: its Chinese name, or its code when the name is long. */
const keywordOf = (subject: Option) => (subject.cht.length <= 4 ? subject.cht : subject.value.toUpperCase())

const SLOTS: Array<[string, string, string[]]> = [
  ['18:00', '21:00', ['mon', 'wed', 'fri']],
  ['19:00', '21:30', ['tue', 'thu']],
  ['10:00', '13:00', ['sat', 'sun']],
  ['14:00', '18:00', ['sat', 'sun']]
]

const INTRO_ENDINGS = [
  '教學著重建立穩固基礎，並因應學生程度調整進度。',
  '會為學生準備筆記及練習，定期與家長匯報進度。',
  '善於以生活例子講解抽象概念，令學生更易理解。',
  '曾協助多位學生於校內考試大幅進步。'
]

/** Tutors with a coherent profile: education matches the job, the rate matches experience. */
export const addTeachers = (set: DemoSet, ids: OptionIds, count: number): string[] => {
  const { random } = set
  const areaIds = listIds(ids, 'regAreas')
  return Array.from({ length: count }, (_, index) => {
    const who = person(set)
    const job = random.pick(JOBS)
    const profile = profileOf(job)
    const created = set.recent()
    const years = random.int(profile.years[0], profile.years[1])
    const subjects = random.pickSome(DSE_SUBJECTS, 1, 4)
    const university = random.pick(UNIVERSITIES)
    const department = random.pick(OPTION_LISTS.regStudyDepartments)
    const status = random.faker.helpers.weightedArrayElement([
      { value: 'active', weight: 7 },
      { value: 'pending', weight: 2 },
      { value: 'suspended', weight: 1 }
    ])
    const verified = status === 'active' ? random.chance(0.9) : status === 'suspended' && random.chance(0.5)
    const areas = random.pickSome(areaIds, 1, 4)
    const slots = random
      .pickSome(SLOTS, 1, 3)
      .flatMap(([from, to, days]) => random.pickSome(days, 1, 2).map((weekday) => ({ weekday, from, to })))
    const student = job === 'university-student'
    return set.add('teachers', created, {
      name: who.surname.cht + who.given.cht,
      email: emailOf(set, who, index + 1),
      phone: random.mobile(),
      sex: ids.regSexes.get(who.sex),
      area: areas[0],
      areas,
      subjects: subjects.map((subject) => ids.regHighSchoolSubjects.get(subject.value)!),
      university: ids.regUniversities.get(university.value),
      educationLevel: ids.regEducationLevels.get(random.pick(profile.education)),
      studyDepartment: ids.regStudyDepartments.get(department.value),
      job: ids.regJobs.get(job),
      labels: random.pickSome(listIds(ids, 'regTutorLabels'), 0, 3),
      keywords: [...subjects.map(keywordOf), ...(random.chance(0.5) ? ['DSE'] : [])],
      hourlyRate: Math.round(random.int(profile.rate[0], profile.rate[1]) / 10) * 10,
      experienceYears: years,
      experiences: [ids.regTutorExperiences.get(experienceOf(years))!],
      eduDevExperiences: random.pickSome(listIds(ids, 'regEduDevExperiences'), 0, 2),
      availability: slots,
      status,
      intro: html([
        `我是${university.cht}${department.cht}${student ? '學生' : '畢業生'}，有${years}年補習經驗，擅長教授${subjects.map((s) => s.cht).join('、')}。`,
        random.pick(INTRO_ENDINGS)
      ]),
      birthDate: `${random.int(profile.born[0], profile.born[1])}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      referralSource: random.pick(listIds(ids, 'regReferralSources')),
      verified,
      ...(verified ? { verifiedAt: new Date(set.between(created, set.now)).toISOString() } : {})
    })
  })
}

/** Users of the public app; some are tutors with an app account. */
export const addAppUsers = (set: DemoSet, teacherIds: string[], count: number): string[] => {
  const { random } = set
  return Array.from({ length: count }, (_, index) => {
    const who = person(set)
    const created = set.recent()
    return set.add('appUsers', created, {
      name: { lastName: who.surname.cht, firstName: who.given.cht },
      email: emailOf(set, who, index + 1),
      phone: random.mobile(),
      ...(random.chance(0.1) ? { tutorId: random.pick(teacherIds) } : {}),
      gender: who.sex,
      status: random.chance(0.95) ? 'active' : 'frozen',
      lastLoginAt: new Date(set.between(created, set.now)).toISOString()
    })
  })
}

const PRIMARY = [
  'all-primary',
  'chinese',
  'english',
  'maths',
  'general-studies',
  'putonghua',
  'phonics',
  'olympiad-maths'
]
const SECONDARY = [
  'chinese',
  'english',
  'maths',
  'physics',
  'chemistry',
  'biology',
  'economics',
  'bafs',
  'm1',
  'm2'
]
const ADULT = ['english', 'putonghua', 'ielts', 'sat', 'ib-maths']

const demandOf = (level: string) => {
  if (level === 'kindergarten' || level.startsWith('p')) return { subjects: PRIMARY, budget: [120, 220] }
  if (level.startsWith('s')) return { subjects: SECONDARY, budget: level < 's4' ? [160, 260] : [200, 400] }
  return { subjects: ADULT, budget: [250, 450] }
}

/** Requests from families; older ones are more often matched with a tutor or closed. */
export const addRequests = (set: DemoSet, ids: OptionIds, activeTeacherIds: string[], count: number) => {
  const { random } = set
  const levels = OPTION_LISTS.findStudentLevels.map((level) => level.value)
  for (let index = 0; index < count; index++) {
    const surname = random.pick(SURNAMES)
    const created = set.recent()
    const level = random.pick(levels)
    const demand = demandOf(level)
    const settled = set.now - created > 7 * DAY
    const status = random.faker.helpers.weightedArrayElement(
      settled
        ? [
            { value: 'matched', weight: 6 },
            { value: 'closed', weight: 2 },
            { value: 'open', weight: 2 }
          ]
        : [
            { value: 'open', weight: 7 },
            { value: 'matched', weight: 3 }
          ]
    )
    set.add('findTeachers', created, {
      name: surname.cht + random.pick(['太', '先生', '小姐']),
      phone: random.mobile(),
      ...(random.chance(0.5)
        ? { email: `${surname.roman.toLowerCase()}.family${index + 1}@example.com` }
        : {}),
      teachingMethod: ids.findTeachingMethods.get(
        random.pick(['home', 'home', 'home', 'online', 'online', 'tutor-home', 'centre'])
      ),
      area: ids.findAreas.get(random.pick(HK_DISTRICTS).value),
      studentLevel: ids.findStudentLevels.get(level),
      subjects: random.pickSome(demand.subjects, 1, 3).map((subject) => ids.findSubjects.get(subject)!),
      studentSex: ids.findStudentSexes.get(random.pick(['male', 'female'])),
      teacherSex: ids.findTeacherSexes.get(random.pick(['male', 'female', 'any', 'any'])),
      hoursPerLesson: ids.findHoursPerLesson.get(random.pick(['1', '1.5', '1.5', '2'])),
      classesPerWeek: ids.findClassesPerWeek.get(random.pick(['1', '1', '2', '2', '3'])),
      budget: Math.round(random.int(demand.budget[0], demand.budget[1]) / 10) * 10,
      remarks: random.pick(REQUEST_REMARKS),
      status,
      ...(status === 'matched'
        ? {
            matchedTeacher: random.pick(activeTeacherIds),
            matchedAt: new Date(set.between(created, Math.min(set.now, created + 7 * DAY))).toISOString()
          }
        : {})
    })
  }
}
