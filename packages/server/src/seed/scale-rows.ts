import { HK_DISTRICTS } from './data/hk-districts'
import { ENGLISH_NAMES, FEMALE_GIVEN, MALE_GIVEN, SURNAMES } from './data/hk-names'
import { LESSON_KINDS } from './data/promotions'
import type { DemoRandom } from './demo-random'
import type { Pools } from './scale-pools'

type Row = Record<string, unknown>

/** Builds the catalogue fields of the `index`-th generated record of a collection created at `created`. */
export type RowBuilder = (index: number, created: number) => Row

const DAY = 24 * 3600 * 1000
const HOUR = 3600 * 1000

/**
 * Row builders for the collections scale seeding fills, drawing references from `pools` (a
 * reference whose pool is empty is left out). Rows are built without spreads or helpers per
 * field: a million of them have to be cheap.
 */
export const scaleRowBuilders = (
  random: DemoRandom,
  pools: Pools,
  now: number
): Record<string, RowBuilder> => {
  const from = (pool: string): string | undefined => {
    const ids = pools[pool]
    return ids?.length ? ids[Math.floor(random.fraction() * ids.length)] : undefined
  }
  const both = (pool: string) => (pools[pool]?.length ? [from(pool), from(pool)] : undefined)
  const email = (english: string, roman: string, index: number) =>
    `${english}.${roman}.${index}@example.com`.toLowerCase()
  const since = (created: number) => new Date(random.int(created, now)).toISOString()
  const female = () => random.chance(0.55)

  return {
    teachers: (index, created) => {
      const isFemale = female()
      const surname = random.pick(SURNAMES)
      const area = from('regAreas')
      const roll = random.fraction()
      const verified = roll < 0.6
      return {
        name: surname.cht + random.pick(isFemale ? FEMALE_GIVEN : MALE_GIVEN).cht,
        email: email(random.pick(isFemale ? ENGLISH_NAMES.female : ENGLISH_NAMES.male), surname.roman, index),
        phone: random.mobile(),
        sex: from('regSexes'),
        area,
        areas: area === undefined ? undefined : [area, from('regAreas')],
        subjects: both('regHighSchoolSubjects'),
        university: from('regUniversities'),
        educationLevel: from('regEducationLevels'),
        job: from('regJobs'),
        hourlyRate: 120 + random.int(0, 48) * 10,
        experienceYears: random.int(0, 15),
        status: roll < 0.7 ? 'active' : roll < 0.9 ? 'pending' : 'suspended',
        birthDate: `${random.int(1975, 2005)}-0${random.int(1, 9)}-${random.int(10, 28)}`,
        verified,
        verifiedAt: verified ? since(created) : undefined
      }
    },
    appUsers: (index, created) => {
      const isFemale = female()
      const surname = random.pick(SURNAMES)
      return {
        name: { lastName: surname.cht, firstName: random.pick(isFemale ? FEMALE_GIVEN : MALE_GIVEN).cht },
        email: email(random.pick(isFemale ? ENGLISH_NAMES.female : ENGLISH_NAMES.male), surname.roman, index),
        phone: random.mobile(),
        gender: isFemale ? 'female' : 'male',
        status: random.chance(0.97) ? 'active' : 'frozen',
        lastLoginAt: since(created),
        tutorId: random.chance(0.05) ? from('teachers') : undefined
      }
    },
    findTeachers: (index, created) => {
      const roll = random.fraction()
      const matchedTeacher = roll < 0.5 ? from('teachers') : undefined
      return {
        name: random.pick(SURNAMES).cht + random.pick(['太', '先生', '小姐']),
        phone: random.mobile(),
        teachingMethod: from('findTeachingMethods'),
        area: from('findAreas'),
        studentLevel: from('findStudentLevels'),
        subjects: pools.findSubjects?.length ? [from('findSubjects')] : undefined,
        budget: 120 + random.int(0, 30) * 10,
        remarks: `${random.pick(HK_DISTRICTS).cht}，每週${random.int(1, 3)}堂 #${index}`,
        status: matchedTeacher ? 'matched' : roll < 0.8 ? 'open' : 'closed',
        matchedTeacher,
        matchedAt: matchedTeacher ? since(created) : undefined
      }
    },
    lessons: (_index, created) => {
      const [kindCht, kindEn] = random.pick(LESSON_KINDS)
      const startTime = created + random.int(7, 21) * DAY
      return {
        title: [
          { lang: 'cht', value: `小組${kindCht}` },
          { lang: 'en', value: `Group ${kindEn}` }
        ],
        teacher: from('teachers'),
        subject: from('findSubjects'),
        startTime: new Date(startTime - (startTime % HOUR)).toISOString(),
        durationMinutes: random.pick([60, 90, 120]),
        price: 150 + random.int(0, 25) * 10,
        capacity: random.int(4, 16)
      }
    },
    lessonJoins: (_index, created) => ({
      lesson: from('lessons'),
      appUser: from('appUsers'),
      joinedAt: new Date(created).toISOString(),
      paid: random.chance(0.8)
    })
  }
}
