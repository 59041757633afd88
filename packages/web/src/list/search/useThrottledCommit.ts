import { TIMING_CONSTANTS } from '@tutor-admin/shared'
import { throttle } from 'es-toolkit'
import { useEffect, useMemo, useRef, useState } from 'react'

/**
 * A value typed into the search: shown at once, handed on at most once per 1000 ms (R-SRCH-10),
 * at the end of each window so that a word being typed is searched whole. `flush` hands it on
 * now (Enter); `flushOnUnmount` hands a pending value on when its box closes (a popup) rather
 * than dropping it (the page is left). A value that changes from outside (back, forward) replaces what is shown; the
 * echo of a value handed on does not, as more may have been typed since.
 */
export const useThrottledCommit = <T>(
  value: T,
  commit: (value: T) => void,
  {
    wait = TIMING_CONSTANTS.searchThrottle,
    flushOnUnmount = false
  }: { wait?: number; flushOnUnmount?: boolean } = {}
) => {
  const [shown, setShown] = useState(value)
  const [outside, setOutside] = useState(value)
  const handedOn = useRef(value)
  const latest = useRef(commit)
  latest.current = commit
  const throttled = useMemo(
    () =>
      throttle(
        (next: T) => {
          handedOn.current = next
          latest.current(next)
        },
        wait,
        { edges: ['trailing'] }
      ),
    [wait]
  )
  useEffect(
    () => () => (flushOnUnmount ? throttled.flush() : throttled.cancel()),
    [throttled, flushOnUnmount]
  )
  if (!Object.is(outside, value)) {
    setOutside(value)
    if (!Object.is(value, handedOn.current)) {
      handedOn.current = value
      setShown(value)
    }
  }
  return {
    shown,
    change: (next: T) => {
      setShown(next)
      throttled(next)
    },
    flush: () => throttled.flush()
  }
}
