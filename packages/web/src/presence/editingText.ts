import type { PresenceUser } from '@tutor-admin/shared'
import type { TFunction } from 'i18next'

/** "陳小姐 is editing", "陳小姐 and Mr Lee are editing", "陳小姐 and 2 others are editing". */
export const editingText = (people: PresenceUser[], t: TFunction): string => {
  const [first, second] = people.map((person) => person.name)
  if (people.length === 1) return t('editor:presence.one', { name: first })
  if (people.length === 2) return t('editor:presence.two', { name: first, other: second })
  return t('editor:presence.many', { name: first, count: people.length - 1 })
}
