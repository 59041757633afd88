import type { ExtensionMode } from '@tutor-admin/shared'
import type { ComponentType } from 'react'
import type { RecordValues } from '../fields/recordPlace'
import type { CellContext } from '../records/columns/cellText'
import type { Row } from '../records/data/fetchRows'
import type { ListRoute } from '../records/listRoute'

/** What an editor extension is given (R-ED-12). */
export interface EditExtensionProps {
  route: ListRoute
  /** The record edited; none for a new one. */
  record?: Row
  /** The form's values as staff edit them; the record's (or the new one's) when it replaces the editor. */
  values: RecordValues
  /** The editor's heading. */
  title: string
  /** After a save (with the saved record), a removal or a cancel: for an extension that replaces the editor. */
  onDone: (saved?: Row) => unknown
}

/** What an expanded-row extension is given (R-ED-12). */
export interface ExpandExtensionProps {
  route: ListRoute
  row: Row
  context: CellContext
}

/**
 * An extension of the generated editor or expanded row (R-ED-12): its component, shown after the
 * generated one (`extend`) or in its place (`replace`).
 */
export interface Extension<P> {
  mode: ExtensionMode
  Component: ComponentType<P>
}
