import { Fragment } from 'react'

/**
 * An email address that wraps between its parts (after the `@`, before each `.`) rather than
 * in the middle of a name, when a narrow cell cannot hold it whole.
 */
export function EmailText({ text }: { text: string }) {
  const parts = text.split(/(?=\.)|(?<=@)/)
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  )
}
