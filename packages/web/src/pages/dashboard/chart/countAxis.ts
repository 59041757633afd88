import { nice, ticks } from 'd3-array'

export interface CountAxis {
  /** The axis's end: a round number at or above the largest count (at least 1). */
  top: number
  /** Whole numbers from 0 to `top`, about `count` of them. */
  ticks: number[]
}

/** A count axis from 0 to a round number above `largest`, with whole-number ticks. */
export const countAxis = (largest: number, count = 5): CountAxis => {
  const [, top] = nice(0, Math.max(1, largest), count)
  return { top, ticks: ticks(0, top, count).filter((tick) => Number.isInteger(tick)) }
}

/** A count's share of the axis, as a CSS percentage. */
export const axisShare = (count: number, top: number) => `${(Math.max(0, count) / top) * 100}%`
