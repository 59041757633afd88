import { Catalogue } from './catalogue'
import { ads } from './collections/ads'
import { appUsers } from './collections/app-users'
import { attachments } from './collections/attachments'
import { bannerHeadings } from './collections/banner-headings'
import { bannerSubjects } from './collections/banner-subjects'
import { campaigns } from './collections/campaigns'
import { contacts } from './collections/contacts'
import { doctordistricts, doctorgenders, doctorprofessions } from './collections/doctor-lists'
import { events } from './collections/events'
import { findAreas } from './collections/find-areas'
import { findClassesPerWeek } from './collections/find-classes-per-week'
import { findHoursPerLesson } from './collections/find-hours-per-lesson'
import { findStudentLevels } from './collections/find-student-levels'
import { findStudentSexes } from './collections/find-student-sexes'
import { findSubjects } from './collections/find-subjects'
import { findTeacherSexes } from './collections/find-teacher-sexes'
import { findTeachers } from './collections/find-teachers'
import { findTeachingMethods } from './collections/find-teaching-methods'
import { learningNews } from './collections/learning-news'
import { learningNewsTypes } from './collections/learning-news-types'
import { lessonJoins } from './collections/lesson-joins'
import { lessons } from './collections/lessons'
import { news } from './collections/news'
import { privacyPolicies } from './collections/privacy-policies'
import { products } from './collections/products'
import { questions } from './collections/questions'
import { regAreaCategories } from './collections/reg-area-categories'
import { regAreas } from './collections/reg-areas'
import { regDuties } from './collections/reg-duties'
import { regEduDevExperiences } from './collections/reg-edu-dev-experiences'
import { regEducationLevels } from './collections/reg-education-levels'
import { regHighSchoolSubjects } from './collections/reg-high-school-subjects'
import { regJobs } from './collections/reg-jobs'
import { regPriceLists } from './collections/reg-price-lists'
import { regPrices } from './collections/reg-prices'
import { regReferralSources } from './collections/reg-referral-sources'
import { regRights } from './collections/reg-rights'
import { regRights2 } from './collections/reg-rights-2'
import { regRules } from './collections/reg-rules'
import { regSexes } from './collections/reg-sexes'
import { regStudyDepartments } from './collections/reg-study-departments'
import { regTutorExperiences } from './collections/reg-tutor-experiences'
import { regTutorLabels } from './collections/reg-tutor-labels'
import { regUniversities } from './collections/reg-universities'
import { reviews } from './collections/reviews'
import { schemas } from './collections/schemas'
import { teachers } from './collections/teachers'
import { termsOfUse } from './collections/terms-of-use'
import { users } from './collections/users'
import { enums } from './enums'
import { MENU_GROUPS } from './menu'

/** Every collection of the catalogue (R-DOM-02..52), in the order of the domain catalogue. */
export const loadCatalogue = () =>
  new Catalogue(
    [
      contacts,
      findTeachers,
      learningNews,
      learningNewsTypes,
      lessons,
      lessonJoins,
      teachers,
      regAreas,
      regAreaCategories,
      regEducationLevels,
      regHighSchoolSubjects,
      regJobs,
      regReferralSources,
      regSexes,
      regStudyDepartments,
      regTutorLabels,
      regUniversities,
      regTutorExperiences,
      regEduDevExperiences,
      regDuties,
      regRights,
      regRules,
      regRights2,
      regPrices,
      regPriceLists,
      findTeachingMethods,
      findAreas,
      findStudentLevels,
      findSubjects,
      findStudentSexes,
      findTeacherSexes,
      findHoursPerLesson,
      findClassesPerWeek,
      bannerSubjects,
      bannerHeadings,
      reviews,
      termsOfUse,
      privacyPolicies,
      questions,
      news,
      ads,
      campaigns,
      products,
      events,
      users,
      appUsers,
      doctorprofessions,
      doctordistricts,
      doctorgenders,
      attachments,
      schemas
    ],
    enums,
    MENU_GROUPS
  )
