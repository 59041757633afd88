import { useEffect, useState, type RefObject } from 'react'

/**
 * The height left for an element from its top to the bottom of the window (at least `min`),
 * following resizes: the virtual list fills the screen below its search.
 */
export const useViewportHeight = (element: RefObject<HTMLElement | null>, bottomGap: number, min = 240) => {
  const [height, setHeight] = useState(min)
  useEffect(() => {
    const measure = () => {
      const top = element.current?.getBoundingClientRect().top ?? 0
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - bottomGap)))
    }
    measure()
    const observer = new ResizeObserver(measure)
    if (element.current?.parentElement) observer.observe(element.current.parentElement)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [element, bottomGap, min])
  return height
}
