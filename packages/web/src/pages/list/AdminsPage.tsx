import { FIXED_LISTS } from './fixedLists'
import { FixedListPage } from './FixedListPage'

/** /admins: the staff accounts, for admins only (R-DOM-46, R-ROLE-13). */
export function AdminsPage() {
  return <FixedListPage name={FIXED_LISTS.admins} />
}
