/** What a list view's headings do to the columns, beyond sorting. */
export interface ColumnsLayout {
  /** The columns are the list's own, not the person's choice: the last may be left out to fit the width. */
  own: boolean
  /** Opens the column chooser; `hiddenToFit` names the columns left out to fit the width. */
  chooseColumns: (hiddenToFit?: string[]) => void
  /**
   * Keeps a column's new width (dragged or keyed on its heading's edge), with the columns shown
   * (`shown`, when some are left out to fit the width) as the person's own.
   */
  resizeColumn: (name: string, width: number, shown?: string[]) => void
}
