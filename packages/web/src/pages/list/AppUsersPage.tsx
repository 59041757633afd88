import { FixedListPage } from './FixedListPage'

/** /appUsers: the app's users in the virtual list (R-DOM-47, R-VL-01). */
export function AppUsersPage() {
  return <FixedListPage name="appUsers" virtual />
}
