import { FIXED_LISTS } from './fixedLists'
import { FixedListPage } from './FixedListPage'

/** /news: the news items (R-DOM-41). */
export function NewsPage() {
  return <FixedListPage name={FIXED_LISTS.news} />
}
