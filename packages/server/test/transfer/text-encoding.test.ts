import iconv from 'iconv-lite'
import { describe, expect, it } from 'vitest'
import { guessLegacyEncoding } from '../../src/services/transfer/legacy-encoding'
import { decodeText } from '../../src/services/transfer/text-encoding'

const utf16 = (text: string, order: 'le' | 'be') => {
  const le = Buffer.from(`\uFEFF${text}`, 'utf16le')
  return order === 'le' ? le : Buffer.from(le).swap16()
}

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error) => ({ status: error.code as number, code: error.data?.code as string })
  )

const TABLE = 'name.cht,name.en,value\n灣仔,Wan Chai,wc\n沙田,Sha Tin,st\n'
/** Words staff type, in both scripts: each a short file of its own. */
const TRADITIONAL = [
  '灣仔',
  '沙田',
  '九龍',
  '數學',
  '英文',
  '補習',
  '物理',
  '化學',
  '銅鑼灣',
  '學生姓名',
  '陳大文'
]
const SIMPLIFIED = [
  '湾仔',
  '九龙',
  '数学',
  '英语',
  '补习',
  '物理',
  '化学',
  '铜锣湾',
  '学生姓名',
  '陈大文',
  '北京市'
]

describe('reading an imported text file in its encoding', () => {
  it('reads UTF-8 with and without a byte order mark', async () => {
    expect(await decodeText(Buffer.from(TABLE))).toEqual({ text: TABLE, encoding: 'UTF-8' })
    expect(await decodeText(Buffer.from(`\uFEFF${TABLE}`))).toEqual({ text: TABLE, encoding: 'UTF-8' })
  })

  it('reads UTF-16 with its byte order mark, little- and big-endian (Excel "Unicode text")', async () => {
    const text = TABLE.replaceAll(',', '\t') + '㗎嘅𠀀\n'
    expect(await decodeText(utf16(text, 'le'))).toEqual({ text, encoding: 'UTF-16LE' })
    expect(await decodeText(utf16(text, 'be'))).toEqual({ text, encoding: 'UTF-16BE' })
  })

  it('reads Big5, names it Big5-HKSCS when it holds Hong Kong characters (㗎, 嘅), and GB18030', async () => {
    expect(await decodeText(iconv.encode(TABLE, 'big5'))).toEqual({ text: TABLE, encoding: 'Big5' })
    const cantonese = 'name.cht,value\n佢哋嘅書,a\n係㗎,b\n'
    expect(await decodeText(iconv.encode(cantonese, 'big5hkscs'))).toEqual({
      text: cantonese,
      encoding: 'Big5-HKSCS'
    })
    // Characters past GBK take four bytes in GB18030.
    const mainland = 'name.chs,value\n湾仔区,wc\n学生㗎嘅€,x\n'
    expect(await decodeText(iconv.encode(mainland, 'gb18030'))).toEqual({
      text: mainland,
      encoding: 'GB18030'
    })
    expect(await decodeText(iconv.encode(TABLE, 'gb18030'))).toEqual({ text: TABLE, encoding: 'GB18030' })
  })

  it('tells Big5 from GB18030 on short samples, where a detector cannot', async () => {
    for (const word of TRADITIONAL) {
      expect(await decodeText(iconv.encode(word, 'big5hkscs')), word).toEqual({
        text: word,
        encoding: 'Big5'
      })
      expect(await decodeText(iconv.encode(word, 'gb18030')), word).toEqual({
        text: word,
        encoding: 'GB18030'
      })
    }
    for (const word of SIMPLIFIED)
      expect(await decodeText(iconv.encode(word, 'gb18030')), word).toEqual({
        text: word,
        encoding: 'GB18030'
      })
    // Each is bytes the other encoding also decodes without an error.
    expect(iconv.decode(iconv.encode('九龙', 'gb18030'), 'big5hkscs')).not.toMatch(/\uFFFD/)
    expect(iconv.decode(iconv.encode('學生', 'big5'), 'gb18030')).not.toMatch(/\uFFFD/)
  })

  it('weighs common characters: the right reading of a short sample is plausible, the wrong one less', () => {
    const big5 = guessLegacyEncoding(iconv.encode('銅鑼灣', 'big5'))
    expect(big5).toMatchObject({ candidate: { name: 'Big5' }, plausibility: 1 })
    const gb = guessLegacyEncoding(iconv.encode('铜锣湾', 'gb18030'))
    expect(gb).toMatchObject({ candidate: { name: 'GB18030' }, plausibility: 1 })
  })

  it('refuses (415 notText) binary files and text in other encodings', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
    const refusal = { status: 415, code: 'notText' }
    expect(await statusOf(decodeText(png))).toEqual(refusal)
    // Bytes with no NUL that are neither UTF-8 nor Chinese.
    const noise = Buffer.from(Array.from({ length: 600 }, (_, index) => 0x80 + ((index * 73) % 128)))
    expect(await statusOf(decodeText(noise))).toEqual(refusal)
    expect(await statusOf(decodeText(iconv.encode('name\nMüller, Zoë & café\n', 'latin1')))).toEqual(refusal)
    // Control characters that only binary files hold, in any encoding.
    expect(await statusOf(decodeText(Buffer.from('name\nab\u0001\u0002\n')))).toEqual(refusal)
    expect(await statusOf(decodeText(utf16('name\n\u0000\u0000', 'le')))).toEqual(refusal)
    // UTF-16 that breaks off in the middle of a character, or holds half a surrogate pair.
    expect(await statusOf(decodeText(utf16('name\nab', 'le').subarray(0, 9)))).toEqual(refusal)
    expect(
      await statusOf(decodeText(Buffer.concat([utf16('name\n', 'le'), Buffer.from([0x00, 0xd8])])))
    ).toEqual(refusal)
    // A UTF-8 byte order mark before bytes that are not UTF-8.
    expect(await statusOf(decodeText(Buffer.from([0xef, 0xbb, 0xbf, 0x6e, 0x0a, 0xb3, 0xaf])))).toEqual(
      refusal
    )
  })

  it('refuses a legacy file whose later bytes are not in the encoding its start is in, naming the line', async () => {
    // Past the 256 KiB the encoding is guessed from.
    const start = iconv.encode('name.cht\n' + '灣仔區\n'.repeat(40_000), 'big5')
    const broken = Buffer.concat([start, Buffer.from([0xa4, 0x0a])])
    await expect(decodeText(broken)).rejects.toMatchObject({
      code: 415,
      message: expect.stringContaining('line 40002 holds bytes that are not Big5')
    })
  })
})
