/** What a list view's headings do to the columns, beyond sorting. */
export interface ColumnsLayout {
  /** Opens the column chooser. */
  chooseColumns: () => void
  /** Keeps a column's new width (dragged or keyed on its heading's edge). */
  resizeColumn: (name: string, width: number) => void
}
