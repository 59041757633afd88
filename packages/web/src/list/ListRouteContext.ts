import { createContext, useContext } from 'react'
import type { ListRoute } from '../records/listRoute'

/** The route of the list page a part is in: rows read their expanded-row extension from it (R-ED-12). */
export const ListRouteContext = createContext<ListRoute | undefined>(undefined)

/** The route of the list page around, if any. */
export const useListRoute = () => useContext(ListRouteContext)
