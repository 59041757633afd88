/** "label count, label count" for a chart's accessible name. */
export const chartSummary = (pairs: Array<[string, number]>) =>
  pairs.map(([label, count]) => `${label} ${count}`).join(', ')
