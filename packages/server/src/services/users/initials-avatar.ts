const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/

/** Up to two initials: the first character of a CJK name, else the first letters of two words. */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = [...words[0]][0]
  if (CJK.test(first)) return first
  return words
    .slice(0, 2)
    .map((word) => [...word][0])
    .join('')
    .toUpperCase()
}

/** A hue from an id, the same for the same id (FNV-1a). */
export const hueOf = (id: string): number => {
  let hash = 0x811c9dc5
  for (const char of id) {
    hash ^= char.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % 360
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.codePointAt(0)};`)

/** A square SVG avatar: the initials in white on a colour derived from the id (C17). */
export const initialsAvatar = (id: string, name: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
  `<rect width="128" height="128" fill="hsl(${hueOf(id)}, 55%, 38%)"/>` +
  `<text x="64" y="64" dy="0.35em" text-anchor="middle" fill="#fff" font-size="56" ` +
  `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans TC', 'Microsoft JhengHei', sans-serif">` +
  `${escapeXml(initialsOf(name))}</text></svg>`
