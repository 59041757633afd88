/**
 * Every fuzz property draws its cases from one seed, so a run can be repeated exactly:
 * FUZZ_SEED replays a seed, FUZZ_RUNS sets the number of cases of every property, and
 * FUZZ_TRACE=1 prints each call with its answer.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED) || 20_240_611

/** Cases of one property: `runs` unless FUZZ_RUNS says otherwise. */
export const runsOf = (runs: number) => Number(process.env.FUZZ_RUNS) || runs

/** A seed of its own for each property, derived from the run's seed and the property's name. */
export const seedOf = (name: string) => {
  let hash = FUZZ_SEED
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  return hash
}
