import { BadRequest, FeathersError } from '@feathersjs/errors'

/** 413: the body or file is larger than allowed (Feathers has no class for it). */
export class PayloadTooLarge extends FeathersError {
  constructor(message = 'Payload too large', data?: unknown) {
    super(message, 'PayloadTooLarge', 413, 'payload-too-large', data)
  }
}

/** 415: the body or file is of a type this endpoint does not take. */
export class UnsupportedMediaType extends FeathersError {
  constructor(message = 'Unsupported media type', data?: unknown) {
    super(message, 'UnsupportedMediaType', 415, 'unsupported-media-type', data)
  }
}

/** 400 naming each bad field or place and what is wrong with it (C21): "Invalid {what}: a is …; b is …". */
export const invalidFields = (what: string, errors: Record<string, string>) =>
  new BadRequest(
    `Invalid ${what}: ${Object.entries(errors)
      .map(([key, problem]) => `${key} ${problem}`)
      .join('; ')}`,
    { errors }
  )
