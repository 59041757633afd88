import type { Page } from 'playwright-core'
import { VIRTUAL_LIST_CONSTANTS as V } from '@tutor-admin/shared/constants'
import { rowsKept } from '../src/list/virtual/virtualListMath'

/**
 * Scrolls the virtual list one row per frame through `rows` rows. Per frame: the time since the
 * previous frame (from the frames' own timestamps) and the main-thread work from the frame's start
 * until a message posted in it runs (after style, layout and paint). Also the most rows in the DOM.
 */
export const scrollFrames = (page: Page, rows: number) =>
  page.evaluate(
    ({ rows, rowHeight }) =>
      new Promise<{ intervals: number[]; work: number[]; maxRows: number }>((resolve) => {
        const scroller = document.querySelector<HTMLElement>('[data-testid=virtual-list]')!
        const intervals: number[] = []
        const work: number[] = []
        let maxRows = 0
        let last = 0
        let step = 0
        const channel = new MessageChannel()
        let frameStart = 0
        channel.port1.onmessage = () => work.push(performance.now() - frameStart)
        const frame = (time: number) => {
          if (last) intervals.push(time - last)
          last = time
          frameStart = performance.now()
          scroller.scrollTop = ++step * rowHeight
          channel.port2.postMessage(null)
          maxRows = Math.max(maxRows, scroller.querySelectorAll('[data-testid=row]').length)
          if (step < rows) requestAnimationFrame(frame)
          else setTimeout(() => resolve({ intervals, work, maxRows }), 100)
        }
        requestAnimationFrame(frame)
      }),
    { rows, rowHeight: V.rowHeight }
  )

/** Rows a virtual list reads per window, kept from its first answer. */
const windowRows = (page: Page) =>
  page
    .getByTestId('virtual-list')
    .evaluate((element) => element.clientHeight)
    .then(rowsKept)

/**
 * Milliseconds from scrolling the virtual list so that row `index` is the first in view to the
 * frame after that row shows its record. Waits first for the loader's pause between two loads.
 */
const windowTime = async (page: Page, index: number) => {
  await page.waitForTimeout(V.loadDelay + 100)
  return page.evaluate(
    ({ index, rowHeight }) =>
      new Promise<number>((resolve, reject) => {
        const scroller = document.querySelector<HTMLElement>('[data-testid=virtual-list]')!
        const shown = () =>
          document.querySelector(`[data-row-index="${index}"]`)?.getAttribute('data-testid') === 'row'
        const started = performance.now()
        scroller.scrollTop = index * rowHeight
        const check = () => {
          if (shown()) requestAnimationFrame(() => resolve(performance.now() - started))
          else if (performance.now() - started > 60_000) reject(new Error(`row ${index} never shown`))
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
    { index, rowHeight: V.rowHeight }
  )
}

/** Where the windows near the top are timed: past the first reads, which a page's start sizes otherwise. */
export const TOP_WINDOWS_AT = 1000

/**
 * Times the virtual list's windows (a window deep at most 1.3× one near the top), the same way at
 * both places: the scroll bar dragged to row `at` (that window read by its index once), then
 * `runs` windows in turn below it, each on from the cursor of the window above. Each window starts
 * at the first row the read before it left out, so each is one read and its rows drawn. The list
 * must be open on its first rows.
 */
export const virtualWindows = async (page: Page, depth: number, runs: number) => {
  const rows = await windowRows(page)
  const windowsBelow = async (at: number) => {
    const jump = await windowTime(page, at)
    // The first rows in view and the buffer above them: the window read by index starts there.
    const readFrom = at - Math.ceil(V.bufferPx / V.rowHeight)
    const times: number[] = []
    for (let window = 1; window <= runs; window++) times.push(await windowTime(page, readFrom + window * rows))
    return { jump, times }
  }
  const top = await windowsBelow(TOP_WINDOWS_AT)
  const deep = await windowsBelow(depth)
  return { rows, top: top.times, jump: deep.jump, deep: deep.times }
}
