/** Long texts shown by their start and length, so that a failing request stays readable. */
const shorten = (longest: number) => (_key: string, value: unknown) => {
  if (typeof value === 'string' && value.length > longest)
    return `${value.slice(0, 24)}…(${value.length} chars of ${JSON.stringify(value.slice(-1)).slice(1, -1)})`
  if (Array.isArray(value) && value.length > 12) return [...value.slice(0, 6), `…(${value.length} items)`]
  return value
}

/** JSON with NUL and unpaired surrogates spelled out (`\u0000`, `\ud800`), long parts shortened. */
export const show = (value: unknown, max = 400, longest = 60): string => {
  let text: string
  try {
    text = JSON.stringify(value, shorten(longest)) ?? String(value)
  } catch {
    text = `[${typeof value} too deep to print]`
  }
  return text.length > max ? `${text.slice(0, max)}…` : text
}

/** A path with long runs cut: `/api/teachers?name=xxxx…(20000 chars)`. */
export const showPath = (path: string, max = 300) =>
  path.length > max ? `${path.slice(0, max)}…(${path.length} chars)` : path

/** Values of a message that vary from case to case, replaced so that one cause groups as one. */
const normalise = (message: string) =>
  message
    .replace(/^(select|insert|update|delete|with)\b[\s\S]*? - /i, '')
    .replace(/"[^"]{12,}"|'[^']{12,}'/g, '"…"')
    .replace(/\b[0-9A-HJKMNP-TV-Z]{26}\b/g, '<id>')
    .replace(/\d{3,}/g, 'N')
    .slice(0, 200)

/** The cause of a server fault from the error lines the process logged while answering. */
export const causeFromLogs = (lines: string[]): string | undefined => {
  for (const line of lines) {
    let entry: any
    try {
      entry = JSON.parse(line)
    } catch {
      if (/Error|error:/.test(line)) return normalise(line.trim())
      continue
    }
    if (!entry || entry.level < 50) continue
    const err = entry.err
    if (!err) return normalise(String(entry.msg))
    const frame = String(err.stack ?? '')
      .split('\n')
      .find((text) => text.includes('/packages/'))
      ?.trim()
      .replace(/^at .*?\(?\/.*?\/packages\//, 'at packages/')
      .replace(/\)$/, '')
    return `${err.type ?? 'Error'}: ${normalise(String(err.message))}${frame ? ` (${frame})` : ''}`
  }
  return undefined
}

interface Group {
  count: number
  call: string
  answer: string
}

/**
 * Failures of one property, grouped by kind and cause: each group keeps its number of cases and
 * the shortest failing call, so one run lists every distinct problem, not only the first.
 */
export class Findings {
  private readonly groups = new Map<string, Group>()

  add(kind: string, call: string, answer: string) {
    const group = this.groups.get(kind)
    if (!group) this.groups.set(kind, { count: 1, call, answer })
    else {
      group.count++
      if (call.length < group.call.length) Object.assign(group, { call, answer })
    }
  }

  get size() {
    return this.groups.size
  }

  /** One line per distinct failure: kind, how many cases, the shortest failing call and its answer. */
  lines(): string[] {
    return [...this.groups].map(
      ([kind, { count, call, answer }]) => `${kind} — ${count} case(s), e.g. ${call} → ${answer}`
    )
  }
}
