/** One part of a multipart/form-data body; `headers` replaces the usual ones when given. */
export interface Part {
  name: string
  data: Buffer | string
  filename?: string
  type?: string
  headers?: string
}

export interface FormShape {
  boundary: string
  /** Leaves out the closing `--boundary--`, as a cut upload does. */
  unclosed?: boolean
  /** Line ends of the framing (`\r\n` per RFC 7578). */
  lineEnd?: string
}

/** A multipart body as bytes, malformed as asked. */
export const formBody = (parts: Part[], shape: FormShape): Buffer => {
  const end = shape.lineEnd ?? '\r\n'
  const head = (part: Part) =>
    part.headers ??
    `Content-Disposition: form-data; name="${part.name}"` +
      (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
      (part.type === undefined ? '' : `${end}Content-Type: ${part.type}`)
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(`--${shape.boundary}${end}`),
      Buffer.from(head(part), 'latin1'),
      Buffer.from(`${end}${end}`),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from(end)
    ]),
    Buffer.from(shape.unclosed ? '' : `--${shape.boundary}--${end}`)
  ])
}
