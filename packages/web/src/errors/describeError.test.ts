import { BadRequest, Conflict, Forbidden, NotAuthenticated, NotFound, Timeout } from '@feathersjs/errors'
import { ERROR_CODES, LANGS, type Lang } from '@tutor-admin/shared'
import type { i18n } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { UploadError } from '../media/uploadFile'
import { createTranslator } from '../testing/translator'
import { describeError, type ErrorText } from './describeError'

let translator: i18n

beforeAll(async () => {
  translator = await createTranslator()
})

const LABELS: Record<string, Record<Lang, string>> = {
  email: { cht: '電郵', chs: '电邮', en: 'Email' },
  name: { cht: '名稱', chs: '名称', en: 'Name' }
}

const describeIn = (lang: Lang, error: unknown): ErrorText =>
  describeError(error, {
    t: translator.getFixedT(lang),
    lang,
    fieldLabel: (name) => LABELS[name]?.[lang] ?? name
  })

/** A Feathers error as the socket client hands it over. */
const coded = <T extends Error>(error: T, data: Record<string, unknown>) => Object.assign(error, { data })

/** Each failure a person can meet, and what the console says of it in each language. */
const CASES: Array<[string, () => unknown, Record<Lang, string>]> = [
  [
    '401 wrong password at sign-in',
    () => new NotAuthenticated('Invalid email or password', { code: 'invalidLogin' }),
    { cht: '電郵地址或密碼不正確。', chs: '电子邮箱或密码不正确。', en: 'Wrong email or password.' }
  ],
  [
    '429 too many failed sign-ins',
    () => coded(new Error('Too many failed sign-ins'), { code: 'tooManyAttempts', retryAfter: 540 }),
    {
      cht: '登入失敗次數過多，請於 9 分鐘後再試。',
      chs: '登录失败次数过多，请于 9 分钟后再试。',
      en: 'Too many failed sign-ins. Try again in 9 minutes.'
    }
  ],
  [
    '403 frozen account at sign-in',
    () => new Forbidden('This account is frozen', { code: 'accountFrozen' }),
    {
      cht: '此帳戶已被凍結，請聯絡管理員。',
      chs: '此账户已被冻结，请联系管理员。',
      en: 'This account is frozen. Please contact an administrator.'
    }
  ],
  [
    '401 in the middle of a session',
    () => new NotAuthenticated('jwt malformed'),
    {
      cht: '你尚未登入，或登入已經結束，請重新登入。',
      chs: '你尚未登录，或登录已经结束，请重新登录。',
      en: 'You are not signed in, or your session has ended. Please sign in again.'
    }
  ],
  [
    '403 not allowed',
    () => new Forbidden('You may not remove users'),
    {
      cht: '你沒有權限進行此操作。',
      chs: '你没有权限执行此操作。',
      en: 'You do not have permission to do this.'
    }
  ],
  [
    '404 record gone',
    () => new NotFound("No record found for id 'x'"),
    {
      cht: '找不到相關內容，可能已被刪除。',
      chs: '找不到相关内容，可能已被删除。',
      en: 'Not found. It may have been deleted.'
    }
  ],
  [
    '409 duplicate, naming the field by its label',
    () =>
      new Conflict('email is already in use', {
        errors: { email: 'is already in use' },
        code: 'duplicate',
        field: 'email'
      }),
    {
      cht: '已有其他記錄使用這個電郵。',
      chs: '已有其他记录使用这个电邮。',
      en: 'Another record already has this Email.'
    }
  ],
  [
    '409 without a field',
    () => new Conflict('A record with this value already exists', { code: 'duplicate' }),
    {
      cht: '已有其他記錄使用這個值。',
      chs: '已有其他记录使用这个值。',
      en: 'Another record already has this value.'
    }
  ],
  [
    '400 validation, naming the fields by their labels',
    () =>
      new BadRequest('Invalid data: name is required; email must be an email address', {
        code: 'invalidData',
        fields: { name: { code: 'required' }, email: { code: 'email' } }
      }),
    {
      cht: '請修正以下欄位：名稱及電郵',
      chs: '请修正以下字段：名称和电邮',
      en: 'Please correct these fields: Name and Email'
    }
  ],
  [
    '400 without a code',
    () => new BadRequest('The body cannot be read'),
    {
      cht: '無法處理此要求，請檢查輸入的內容。',
      chs: '无法处理此请求，请检查输入的内容。',
      en: 'The request could not be processed. Please check what you entered.'
    }
  ],
  [
    '409 undo of a batch changed since, counting the rows',
    () => new Conflict('Rows were changed since', { code: 'changedSince', count: 3, rows: [2, 5, 9] }),
    {
      cht: '此批次有 3 筆記錄其後被修改過，復原會蓋掉這些修改。',
      chs: '此批次有 3 条记录之后被修改过，撤销会覆盖这些修改。',
      en: '3 records of this batch were changed since; undoing them would lose those changes.'
    }
  ],
  [
    '413 upload over the limit',
    () =>
      new UploadError('A file is larger than 50 MB', 413, { code: 'fileTooLarge', max: 50 * 1024 * 1024 }),
    {
      cht: '檔案太大（上限為 50 MB）。',
      chs: '文件太大（上限为 50 MB）。',
      en: 'The file is too large (at most 50 MB).'
    }
  ],
  [
    '415 import of a file that is no table',
    () =>
      coded(Object.assign(new Error('Import takes .csv or .xlsx files'), { code: 415 }), {
        code: 'unsupportedFile',
        accept: ['.csv', '.xlsx']
      }),
    {
      cht: '不接受這類檔案，請使用 .csv或.xlsx 檔案。',
      chs: '不接受这类文件，请使用 .csv或.xlsx 文件。',
      en: 'This type of file is not accepted. Use a .csv or .xlsx file.'
    }
  ],
  [
    '400 sort of a big list by a field no index serves (R-PAGE-03)',
    () =>
      coded(new BadRequest('Sorting teachers by name needs an index'), {
        code: 'sortNeedsIndex',
        field: 'name',
        sortable: ['email'],
        limit: 50000
      }),
    {
      cht: '這個列表太長，不能按名稱排序。請改按電郵排序，或把搜尋條件收窄至不多於50,000筆記錄。',
      chs: '这个列表太长，不能按名称排序。请改按电邮排序，或把搜索条件缩小至不多于50,000条记录。',
      en: 'This list is too long to sort by Name. Sort by Email instead, or narrow the search to 50,000 records or fewer.'
    }
  ],
  [
    '429 without a code',
    () => Object.assign(new Error('Too many requests'), { code: 429 }),
    {
      cht: '要求太頻密，請稍候再試。',
      chs: '请求过于频繁，请稍后再试。',
      en: 'Too many requests. Please wait a moment and try again.'
    }
  ],
  [
    '503 sign-in unavailable',
    () =>
      coded(Object.assign(new Error('Sign-in is unavailable'), { code: 503 }), { code: 'signInUnavailable' }),
    {
      cht: '暫時未能登入，請稍後再試。',
      chs: '暂时无法登录，请稍后再试。',
      en: 'Sign-in is unavailable for a moment. Please try again shortly.'
    }
  ],
  [
    '502 from a proxy',
    () => ({ status: 502, statusText: 'Bad Gateway' }),
    {
      cht: '服務暫時未能使用，請稍後再試。',
      chs: '服务暂时不可用，请稍后再试。',
      en: 'The service is unavailable for a moment. Please try again shortly.'
    }
  ],
  [
    'network down (fetch)',
    () => new TypeError('Failed to fetch'),
    {
      cht: '無法連線到伺服器，請檢查網絡連線後再試。',
      chs: '无法连接到服务器，请检查网络连接后再试。',
      en: 'Cannot reach the server. Check your connection and try again.'
    }
  ],
  [
    'network down (upload)',
    () => new UploadError('', 0),
    {
      cht: '無法連線到伺服器，請檢查網絡連線後再試。',
      chs: '无法连接到服务器，请检查网络连接后再试。',
      en: 'Cannot reach the server. Check your connection and try again.'
    }
  ],
  [
    'socket call timed out',
    () => new Timeout('Timeout of 30000ms exceeded calling find on teachers'),
    {
      cht: '伺服器未能及時回應，請再試一次。',
      chs: '服务器未能及时响应，请再试一次。',
      en: 'The server did not answer in time. Please try again.'
    }
  ]
]

describe('errors in the interface language (R-ERR-09)', () => {
  describe.each([...LANGS])('in %s', (lang) => {
    it.each(CASES)('%s', (_case, make, expected) => {
      expect(describeIn(lang, make()).message).toBe(expected[lang])
    })
  })

  it('says a known code by its sentence alone: no English after the translation', () => {
    const wrongPassword = () => new NotAuthenticated('Invalid email or password', { code: 'invalidLogin' })
    expect(describeIn('cht', wrongPassword())).toEqual({ message: '電郵地址或密碼不正確。' })
    expect(describeIn('chs', wrongPassword())).toEqual({ message: '电子邮箱或密码不正确。' })
    expect(describeIn('en', wrongPassword())).toEqual({ message: 'Wrong email or password.' })
    const frozen = new Forbidden('This account is frozen', { code: 'accountFrozen' })
    expect(describeIn('cht', frozen)).toEqual({ message: '此帳戶已被凍結，請聯絡管理員。' })
    const duplicate = new Conflict('email is already in use', { code: 'duplicate', field: 'email' })
    expect(describeIn('chs', duplicate)).toEqual({ message: '已有其他记录使用这个电邮。' })
    expect(describeIn('en', new TypeError('Failed to fetch'))).toEqual({
      message: 'Cannot reach the server. Check your connection and try again.'
    })
  })

  it("keeps the server's words as a detail where they name what the sentence cannot", () => {
    const binary = coded(
      Object.assign(new Error('The file is not text …: line 12 holds bytes that are not Big5'), {
        code: 415
      }),
      { code: 'notText' }
    )
    expect(describeIn('cht', binary)).toEqual({
      message:
        '檔案不是可讀取的文字檔（可讀取 UTF-8、UTF-16、Big5、Big5-HKSCS或GB18030 編碼）。請另存為 CSV UTF-8 後再試。',
      detail: 'The file is not text …: line 12 holds bytes that are not Big5'
    })
    const invalid = new BadRequest('Invalid data: name is required', {
      code: 'invalidData',
      fields: { name: { code: 'required' } }
    })
    expect(describeIn('en', invalid)).toEqual({
      message: 'Please correct these fields: Name',
      detail: 'Invalid data: name is required'
    })
    // A status says little: what the server adds stays.
    expect(describeIn('en', new NotFound("No record found for id 'x'"))).toEqual({
      message: 'Not found. It may have been deleted.',
      detail: "No record found for id 'x'"
    })
  })

  it("says a code the console does not know (a newer server's) by its status, with the server's words", () => {
    const unknown = coded(Object.assign(new Error('Something new went wrong'), { code: 409 }), {
      code: 'notACodeYet'
    })
    expect(describeIn('en', unknown)).toEqual({
      message: 'This conflicts with existing data.',
      detail: 'Something new went wrong'
    })
  })

  it("says the console's own failures as something that went wrong, their words aside", () => {
    expect(describeIn('chs', new Error('boom'))).toEqual({
      message: '发生错误，请再试一次。',
      detail: 'boom'
    })
  })

  it.each([...LANGS])('has a sentence for every code in %s', (lang) => {
    const t = translator.getFixedT(lang)
    for (const code of ERROR_CODES) {
      const key = `errors:code.${code}`
      expect(
        translator.exists(key, { lng: lang }) || translator.exists(`${key}_other`, { lng: lang }),
        code
      ).toBe(true)
      expect(t(key, { count: 2 })).not.toContain('errors:')
    }
  })
})
