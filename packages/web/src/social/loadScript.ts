const loading = new Map<string, Promise<void>>()

/**
 * Adds a script to the page once per address and resolves when it has run. A script that cannot be
 * loaded rejects and leaves nothing behind, so that a later call tries again.
 */
export const loadScript = (src: string): Promise<void> => {
  const known = loading.get(src)
  if (known) return known
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      loading.delete(src)
      reject(new Error(`The script ${src} could not be loaded`))
    }
    document.head.append(script)
  })
  loading.set(src, promise)
  return promise
}
