import { REQUESTED_SUBJECTS } from './data/option-lists'
import { LESSON_KINDS, LESSON_VENUES } from './data/promotions'
import type { OptionIds } from './demo-lists'
import type { DemoSet } from './demo-set'
import { trilingual } from './demo-text'

const HOUR = 3600 * 1000
/** Hong Kong is UTC+8 all year. */
const HK_OFFSET = 8 * HOUR

/** A lesson start on a whole hour between 10:00 and 20:00 Hong Kong time, near `time`. */
const lessonStart = (set: DemoSet, time: number) => {
  const hkDay = Math.floor((time + HK_OFFSET) / (24 * HOUR)) * 24 * HOUR - HK_OFFSET
  return hkDay + set.random.int(10, 20) * HOUR
}

/** Lessons from ten weeks ago to four weeks ahead, each with the app users who joined it. */
export const addLessons = (
  set: DemoSet,
  ids: OptionIds,
  teacherIds: string[],
  appUserIds: string[],
  count: number
) => {
  const { random } = set
  for (let index = 0; index < count; index++) {
    const subject = random.pick(REQUESTED_SUBJECTS)
    const [kindCht, kindEn] = random.pick(LESSON_KINDS)
    const startTime = lessonStart(set, set.between(set.now - set.weeks(10), set.now + set.weeks(4)))
    const created = Math.min(set.now - HOUR, startTime - random.int(7, 21) * 24 * HOUR)
    const capacity = random.int(4, 16)
    const lesson = set.add('lessons', created, {
      title: trilingual(`${subject.cht}${kindCht}`, `${subject.en} ${kindEn}`),
      teacher: random.pick(teacherIds),
      subject: ids.findSubjects.get(subject.value),
      startTime: new Date(startTime).toISOString(),
      durationMinutes: random.pick([60, 90, 120]),
      price: Math.round(random.int(150, 400) / 10) * 10,
      capacity,
      venue: random.pick(LESSON_VENUES)
    })
    const closes = Math.min(startTime, set.now)
    for (const appUser of random.pickSome(appUserIds, 0, capacity)) {
      const joinedAt = set.between(created, closes)
      set.add('lessonJoins', joinedAt, {
        lesson,
        appUser,
        joinedAt: new Date(joinedAt).toISOString(),
        paid: random.chance(startTime < set.now ? 0.85 : 0.5)
      })
    }
  }
}
