/** Whether a drag carries files from outside the page, rather than text, links or page elements (R-MED-04). */
export const isFileDrag = (transfer: Pick<DataTransfer, 'types'> | null | undefined): boolean =>
  Boolean(transfer && Array.from(transfer.types ?? []).includes('Files'))

/** The dropped files whose type starts with the prefix (the uploader takes `image/` only, R-WID-07); all without one. */
export const filesOfType = (files: Iterable<File>, prefix?: string): File[] =>
  Array.from(files).filter((file) => !prefix || file.type.startsWith(prefix))
