/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it) or any other part of the document: plain JSON. */
export type Json = { [key: string]: unknown }

/** What an operation of the document holds. */
export interface Operation extends Json {
  operationId: string
  summary: string
  tags: string[]
  responses: Record<string, Json>
}

/** `$ref` to a component. */
export const ref = (kind: 'schemas' | 'responses' | 'parameters', name: string): Json => ({
  $ref: `#/components/${kind}/${name}`
})
