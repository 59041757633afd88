import { useRef, useState, type DragEvent } from 'react'
import { filesOfType, isFileDrag } from './fileDrop'

/**
 * Drop handlers for an element that takes files (R-MED-04, R-WID-07): only drags of files count,
 * other drags (text, links, the page's own elements) are left alone; `prefix` keeps only files of
 * that type. `over` is true while files are dragged over the element.
 */
export const useFileDrop = (
  onFiles: (files: File[]) => void,
  { prefix, disabled = false } = {} as { prefix?: string; disabled?: boolean }
) => {
  const [over, setOver] = useState(false)
  // dragenter and dragleave fire for every child crossed: count them.
  const depth = useRef(0)
  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (disabled || !isFileDrag(event.dataTransfer)) return
      event.preventDefault()
      depth.current++
      setOver(true)
    },
    onDragOver: (event: DragEvent) => {
      if (disabled || !isFileDrag(event.dataTransfer)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'copy'
    },
    onDragLeave: (event: DragEvent) => {
      if (disabled || !isFileDrag(event.dataTransfer)) return
      depth.current = Math.max(0, depth.current - 1)
      if (depth.current === 0) setOver(false)
    },
    onDrop: (event: DragEvent) => {
      depth.current = 0
      setOver(false)
      if (disabled || !isFileDrag(event.dataTransfer)) return
      event.preventDefault()
      event.stopPropagation()
      const files = filesOfType(event.dataTransfer.files, prefix)
      if (files.length) onFiles(files)
    }
  }
  return { over, handlers }
}
