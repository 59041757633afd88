import { useEffect, type RefObject } from 'react'

/**
 * Marks a box that scrolls sideways with `data-more-right` while some of its content lies beyond
 * its right edge: the sticky row buttons then cast a shadow over the columns beneath them. Set
 * on the element itself as the box scrolls or changes size, without rendering the list again.
 */
export const useMoreToTheRight = (box: RefObject<HTMLElement | null>) => {
  useEffect(() => {
    const element = box.current
    if (!element) return
    const mark = () =>
      element.toggleAttribute(
        'data-more-right',
        element.scrollLeft + element.clientWidth < element.scrollWidth - 1
      )
    mark()
    element.addEventListener('scroll', mark, { passive: true })
    const observer = new ResizeObserver(mark)
    observer.observe(element)
    for (const child of element.children) observer.observe(child)
    return () => {
      element.removeEventListener('scroll', mark)
      observer.disconnect()
    }
  }, [box])
}
