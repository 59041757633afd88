import { LEARNING_NEWS, NEWS, PRIVACY, QUESTIONS, REVIEWS, TERMS } from './data/articles'
import { SURNAMES } from './data/hk-names'
import { ADS, CAMPAIGNS, CONTACT_MESSAGES, EVENTS, PRODUCTS } from './data/promotions'
import type { OptionIds } from './demo-lists'
import type { DemoSet } from './demo-set'
import { articleText, html, trilingual } from './demo-text'

const DAY = 24 * 3600 * 1000
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10)

/** Rich text in three languages from one Traditional Chinese and one English paragraph. */
const richText = (cht: string, en: string) => {
  const text = trilingual(cht, en)
  return { cht: html([text.cht]), chs: html([text.chs]), en: html([text.en]) }
}

/** News and learning news: mostly published, the latest sometimes still a draft. */
const addArticles = (set: DemoSet, ids: OptionIds) => {
  const { random } = set
  NEWS.forEach((article) => {
    const created = set.recent()
    set.add('news', created, {
      ...articleText(article),
      status: set.now - created < 3 * DAY && random.chance(0.5) ? 'draft' : 'published',
      date: new Date(created).toISOString()
    })
  })
  LEARNING_NEWS.forEach(([type, article]) => {
    const created = set.recent()
    set.add('learningNews', created, {
      ...articleText(article),
      type: ids.learningNewsTypes.get(type),
      status: random.chance(0.85) ? 'published' : 'draft',
      date: new Date(created).toISOString()
    })
  })
}

/** Ads, campaigns, products and events of the content group. */
const addPromotions = (set: DemoSet) => {
  const { random } = set
  ADS.forEach(([name, type, url]) => {
    const start = set.between(set.now - set.weeks(8), set.now + set.weeks(2))
    set.add('ads', Math.min(start, set.now), {
      name,
      type,
      status: random.pick(['draft', 'published', 'published', 'meet']),
      url,
      startDate: dayOf(start),
      endDate: dayOf(start + random.int(14, 60) * DAY)
    })
  })
  CAMPAIGNS.forEach(([name, cht, en, days]) => {
    const start = set.between(set.now - set.weeks(10), set.now + set.weeks(4))
    set.add('campaigns', Math.min(start, set.now) - 7 * DAY, {
      name,
      status: start > set.now && random.chance(0.5) ? 'draft' : 'published',
      startDate: dayOf(start),
      endDate: dayOf(start + days * DAY),
      description: richText(cht, en)
    })
  })
  PRODUCTS.forEach(([name, price, cht, en]) => {
    set.add('products', set.recent(), {
      name,
      price,
      status: random.chance(0.8) ? 'published' : 'draft',
      stock: random.int(0, 200),
      description: richText(cht, en)
    })
  })
  EVENTS.forEach(([name, location, venue, cht, en]) => {
    const date = set.between(set.now - set.weeks(8), set.now + set.weeks(8))
    set.add('events', Math.min(date, set.now) - 14 * DAY, {
      name,
      location,
      date: new Date(date - (date % (3600 * 1000))).toISOString(),
      venue,
      capacity: random.pick([30, 50, 80, 120]),
      description: richText(cht, en)
    })
  })
}

/** Reviews, FAQ, terms of use and privacy policy, in their display order. */
const addInformation = (set: DemoSet) => {
  REVIEWS.forEach(([name, cht, en, rating], order) =>
    set.add('reviews', set.recent(), { name, content: trilingual(cht, en), rating, order })
  )
  QUESTIONS.forEach(([questionCht, questionEn, answerCht, answerEn], order) =>
    set.add('questions', set.setUp + order, {
      question: trilingual(questionCht, questionEn),
      answer: richText(answerCht, answerEn),
      order
    })
  )
  for (const [collection, sections] of [
    ['termsOfUse', TERMS],
    ['privacyPolicies', PRIVACY]
  ] as const)
    sections.forEach(([titleCht, titleEn, cht, en], order) =>
      set.add(collection, set.setUp + order, {
        title: trilingual(titleCht, titleEn),
        content: richText(cht, en),
        order
      })
    )
}

/** Messages of the contact form; the older ones handled. */
const addContacts = (set: DemoSet, count: number) => {
  const { random } = set
  for (let index = 0; index < count; index++) {
    const surname = random.pick(SURNAMES)
    const created = set.recent()
    set.add('contacts', created, {
      name: surname.cht + random.pick(['太', '先生', '小姐', '同學']),
      email: `${surname.roman.toLowerCase()}${index + 1}@example.com`,
      phone: random.mobile(),
      message: random.pick(CONTACT_MESSAGES),
      handled: set.now - created > 5 * DAY ? random.chance(0.9) : random.chance(0.2)
    })
  }
}

/** Everything the public sees besides tutors and lessons. */
export const addContent = (set: DemoSet, ids: OptionIds, contactCount: number) => {
  addArticles(set, ids)
  addPromotions(set)
  addInformation(set)
  addContacts(set, contactCount)
}
