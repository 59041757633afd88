import { Catalogue } from './catalogue'
import { appUsers } from './collections/app-users'
import { attachments } from './collections/attachments'
import { doctordistricts, doctorgenders, doctorprofessions } from './collections/doctor-lists'
import { findSubjects } from './collections/find-subjects'
import { lessonJoins, lessons } from './collections/lessons'
import { news } from './collections/news'
import { regAreaCategories, regAreas } from './collections/reg-areas'
import { regSexes, regTutorLabels, regUniversities } from './collections/reg-lists'
import { regPriceLists } from './collections/reg-price-lists'
import { teachers } from './collections/teachers'
import { users } from './collections/users'
import { enums } from './enums'

/** Every collection of the catalogue, in menu order within their groups. */
export const loadCatalogue = () =>
  new Catalogue(
    [
      teachers,
      lessons,
      lessonJoins,
      regAreas,
      regAreaCategories,
      regSexes,
      regTutorLabels,
      regUniversities,
      regPriceLists,
      findSubjects,
      news,
      users,
      appUsers,
      doctorprofessions,
      doctordistricts,
      doctorgenders,
      attachments
    ],
    enums
  )
