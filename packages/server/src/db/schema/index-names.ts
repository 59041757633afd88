/** The name of the b-tree index on these columns (`-name` for descending), as the dialects create it. */
export const indexName = (table: string, columns: string[], unique = false) =>
  `${unique ? 'uniq' : 'idx'}_${table}_${columns.map((column) => column.replace('-', 'd_')).join('_')}`.slice(
    0,
    63
  )
