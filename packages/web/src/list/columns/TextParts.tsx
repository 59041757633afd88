import { Fragment } from 'react'

const WHOLE = { whiteSpace: 'nowrap' } as const

/** An email address in the parts a narrow cell may wrap between: up to its `@`, and the rest. */
export const emailParts = (text: string): string[] => {
  const at = text.indexOf('@')
  return at < 0 ? [text] : [text.slice(0, at + 1), text.slice(at + 1)]
}

/**
 * A text that may wrap between its parts and never inside one: a date's day and time (`spaced`,
 * a space between them), an email address after its `@` (nothing between them), so that a table
 * fits the screen with such a cell on two lines rather than cut or broken inside a name.
 */
export function TextParts({ parts, spaced }: { parts: string[]; spaced: boolean }) {
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (spaced ? ' ' : <wbr />)}
          <span style={WHOLE}>{part}</span>
        </Fragment>
      ))}
    </>
  )
}
