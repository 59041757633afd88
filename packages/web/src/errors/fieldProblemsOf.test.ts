import { BadRequest, Conflict } from '@feathersjs/errors'
import { validateRecord, ValidationFailure, type Lang } from '@tutor-admin/shared'
import type { i18n } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { problemText } from '../fields/fieldLabel'
import { createTranslator } from '../testing/translator'
import { fieldProblemsOf } from './fieldProblemsOf'

let translator: i18n

beforeAll(async () => {
  translator = await createTranslator()
})

const textsIn = (lang: Lang, error: unknown) =>
  Object.fromEntries(
    Object.entries(fieldProblemsOf(error)).map(([path, problem]) => [
      path,
      problemText(problem, translator.getFixedT(lang))
    ])
  )

const duplicate = new Conflict('email is already in use', {
  errors: { email: 'is already in use' },
  code: 'duplicate',
  field: 'email',
  fields: { email: { code: 'duplicate' } }
})

const tooLong = new BadRequest('Invalid data: name is too long', {
  errors: { name: 'is too long', 'items.0.price': 'must be at least 1' },
  code: 'invalidData',
  fields: { name: { code: 'tooLong', max: 80 }, 'items.0.price': { code: 'min', min: 1 } }
})

describe("the editor's field problems of a server's answer (R-ED-08, R-ERR-09)", () => {
  it.each([
    ['cht', { email: '已有其他記錄使用' }, { name: '最多 80 個字元', 'items.0.price': '不可小於 1' }],
    ['chs', { email: '已有其他记录使用' }, { name: '最多 80 个字符', 'items.0.price': '不能小于 1' }],
    [
      'en',
      { email: 'Already used by another record' },
      { name: 'At most 80 characters', 'items.0.price': 'At least 1' }
    ]
  ] as const)('says a 409 and a 400 per field in %s, with their limits', (lang, of409, of400) => {
    expect(textsIn(lang, duplicate)).toEqual(of409)
    expect(textsIn(lang, tooLong)).toEqual(of400)
  })

  it("keeps the server's words of a field it gives no code for", () => {
    expect(textsIn('cht', new BadRequest('Invalid', { errors: { alt: 'is not JSON' } }))).toEqual({
      alt: 'is not JSON'
    })
    expect(fieldProblemsOf(new Error('no fields'))).toEqual({})
  })

  it('says the limits of the checks the editor runs itself the same way', () => {
    let failure: unknown
    try {
      validateRecord([{ name: 'name', type: 'string', params: { maxLength: 3 } }], { name: 'long' }, 'create')
    } catch (error) {
      failure = error
    }
    expect(failure).toBeInstanceOf(ValidationFailure)
    const { errors, codes, params } = failure as ValidationFailure
    const problem = { code: codes.name, params: params.name, message: errors.name }
    expect(problemText(problem, translator.getFixedT('cht'))).toBe('最多 3 個字元')
  })
})
