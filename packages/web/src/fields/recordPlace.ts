import { createContext, useContext } from 'react'

/** A record's values by field name. */
export type RecordValues = Record<string, unknown>

/** The record an editor edits: its collection, and its id once it has one. */
export interface RecordPlace {
  collection?: string
  id?: string
}

/** Tells the widgets of an editor which record they belong to (uploads are filed under it, C15). */
export const RecordPlaceContext = createContext<RecordPlace>({})

/** The record the widget's editor edits. */
export const useRecordPlace = () => useContext(RecordPlaceContext)
