import { Fragment } from 'react'

const WHOLE = { whiteSpace: 'nowrap' } as const

/**
 * A date-time's day and time, each kept whole, that a narrow cell may put on two lines: a table
 * then fits the screen rather than cutting its last columns.
 */
export function DateParts({ parts }: { parts: string[] }) {
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <span style={WHOLE}>{part}</span>
        </Fragment>
      ))}
    </>
  )
}

/**
 * An email address that wraps after its `@` rather than inside a name; only a part wider than
 * the whole cell (a phone's card) breaks further.
 */
export function EmailText({ text }: { text: string }) {
  const at = text.indexOf('@')
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  )
}

/** An international phone number: its country code, then the number ("+852 6123 4567"). */
const PHONE = /^(\+\d{1,4}) (\d[\d -]*\d)$/

/** A phone number's country code and number, or undefined for any other text. */
export const phoneParts = (text: string): [string, string] | undefined => {
  const match = PHONE.exec(text)
  return match ? [match[1], match[2]] : undefined
}
