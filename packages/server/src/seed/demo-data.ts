import { addContent } from './demo-content'
import { addOptionLists } from './demo-lists'
import { addLessons } from './demo-lessons'
import { addAppUsers, addRequests, addTeachers } from './demo-people'
import { DemoRandom } from './demo-random'
import { DemoSet } from './demo-set'
import type { SeedRecord } from './seed-context'

/** How many records of each kind the demo has. */
export const DEMO_SIZE = { teachers: 320, appUsers: 400, requests: 260, lessons: 120, contacts: 40 }

/**
 * The demo data set (C5): Hong Kong option lists, tutors, app users, requests, lessons with joins,
 * news, learning news, ads, campaigns, products, events, reviews, FAQ, terms and privacy policy.
 * The same `now` gives the same records; `created` dates spread over the twelve weeks before it.
 * Collections come in dependency order: a record refers only to records of earlier entries.
 */
export const buildDemoData = (now: Date, size = DEMO_SIZE): Map<string, SeedRecord[]> => {
  const set = new DemoSet(new DemoRandom(), now.getTime())
  const ids = addOptionLists(set)
  const teacherIds = addTeachers(set, ids, size.teachers)
  const activeTeacherIds = set
    .records('teachers')
    .filter((teacher) => teacher.status === 'active')
    .map((teacher) => teacher._id as string)
  const appUserIds = addAppUsers(set, teacherIds, size.appUsers)
  addRequests(set, ids, activeTeacherIds, size.requests)
  addLessons(set, ids, activeTeacherIds, appUserIds, size.lessons)
  addContent(set, ids, size.contacts)
  return set.collections
}
