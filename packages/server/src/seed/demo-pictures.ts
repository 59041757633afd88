import { Readable } from 'node:stream'
import type { Knex } from 'knex'
import { toTranslated } from '@tutor-admin/shared'
import sharp from 'sharp'
import { newId } from '../db/ids'
import { toRow } from '../db/row-codec'
import { derivedValues } from '../db/schema/table-model'
import type { Storage } from '../storage'
import { originalKey, urlsOf } from '../services/attachments/attachment-files'
import type { SeedContext } from './seed-context'
import { captionSvg } from './caption-text'
import { trilingual } from './demo-text'

/** Colour pairs of the demo pictures, one per picture in turn. */
const PALETTES = [
  ['#1e3a8a', '#60a5fa'],
  ['#7c2d12', '#fb923c'],
  ['#14532d', '#4ade80'],
  ['#581c87', '#c084fc'],
  ['#0f766e', '#5eead4'],
  ['#9f1239', '#fda4af'],
  ['#713f12', '#facc15'],
  ['#334155', '#cbd5e1']
]

export type Kind = 'cover' | 'portrait' | 'product' | 'banner'

const SIZES: Record<Kind, [number, number]> = {
  cover: [1600, 900],
  portrait: [800, 800],
  product: [1200, 1200],
  banner: [1920, 720]
}

/** Captions of the pictures (Traditional Chinese, English): drawn on them, and kept as their alt texts. */
export const CAPTIONS: Record<Kind, Array<[string, string]>> = {
  cover: [
    ['學生在溫習室專心讀書', 'Students studying in a quiet room'],
    ['老師在白板上講解數學題', 'A teacher explaining a maths problem on the whiteboard'],
    ['文憑試考場外的同學', 'Students outside an exam hall'],
    ['圖書館的書架', 'Shelves of a library'],
    ['科學實驗課', 'A science practical'],
    ['英文閱讀小組', 'An English reading group']
  ],
  portrait: [
    ['導師個人照片', 'Portrait of a tutor'],
    ['微笑的導師', 'A smiling tutor'],
    ['導師在書桌前', 'A tutor at a desk'],
    ['家長與學生', 'A parent and a student']
  ],
  product: [
    ['試題精讀封面', 'Cover of a past-paper guide'],
    ['筆記套裝', 'A set of study notes'],
    ['練習冊', 'A workbook']
  ],
  banner: [
    ['暑期班宣傳橫幅', 'Summer course banner'],
    ['新導師推介橫幅', 'New tutors banner'],
    ['考試衝刺班橫幅', 'Exam sprint course banner']
  ]
}

/** The caption across the foot of a picture: white Traditional Chinese on a dark band. */
const captionBand = (text: string, width: number, height: number) => {
  const size = Math.round(Math.min(width, height) * 0.06)
  const band = size * 2
  // A Chinese character's middle sits about 0.38 em above its baseline.
  const caption = captionSvg(text, {
    x: width / 2,
    baseline: Math.round(height - band / 2 + size * 0.38),
    size,
    maxWidth: width * 0.9,
    fill: '#fff'
  })
  return `<rect y="${height - band}" width="${width}" height="${band}" fill="#000" opacity="0.45"/>${caption.svg}`
}

/** A picture drawn from shapes: a gradient, soft circles, a motif of its kind and its caption. */
export const drawSvg = (kind: Kind, index: number) => {
  const [width, height] = SIZES[kind]
  const [dark, light] = PALETTES[index % PALETTES.length]
  const unit = Math.min(width, height)
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = ((index * 37 + i * 211) % 100) / 100
    const y = ((index * 53 + i * 137) % 100) / 100
    return `<circle cx="${x * width}" cy="${y * height}" r="${unit * (0.08 + (i % 3) * 0.06)}" fill="#fff" opacity="0.${(i % 4) + 1}"/>`
  }).join('')
  const motif =
    kind === 'portrait'
      ? `<circle cx="${width / 2}" cy="${height * 0.4}" r="${unit * 0.17}" fill="#f5d0b5"/>` +
        `<ellipse cx="${width / 2}" cy="${height * 0.95}" rx="${unit * 0.32}" ry="${unit * 0.3}" fill="${dark}"/>`
      : kind === 'product'
        ? `<rect x="${width * 0.3}" y="${height * 0.18}" width="${width * 0.4}" height="${height * 0.62}" rx="18" fill="#fff"/>` +
          `<rect x="${width * 0.3}" y="${height * 0.18}" width="${width * 0.06}" height="${height * 0.62}" fill="${dark}"/>` +
          `<rect x="${width * 0.42}" y="${height * 0.3}" width="${width * 0.22}" height="${height * 0.04}" fill="${light}"/>`
        : `<rect x="${width * 0.08}" y="${height * 0.62}" width="${width * 0.5}" height="${height * 0.08}" rx="12" fill="#fff" opacity="0.85"/>` +
          `<rect x="${width * 0.08}" y="${height * 0.74}" width="${width * 0.32}" height="${height * 0.05}" rx="10" fill="#fff" opacity="0.6"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>${circles}${motif}` +
    `${captionBand(CAPTIONS[kind][index % CAPTIONS[kind].length][0], width, height)}</svg>`
  )
}

interface DemoPicture {
  _id: string
  kind: Kind
}

/** Draws one picture, keeps it in storage and answers its attachment record. */
const makePicture = async (storage: Storage, kind: Kind, index: number, dir: string, date: string) => {
  const [width, height] = SIZES[kind]
  const bytes = await sharp(Buffer.from(drawSvg(kind, index)))
    .jpeg({ quality: 82 })
    .toBuffer()
  const path = originalKey(dir, 'others', 'jpg')
  await storage.put(path, Readable.from([bytes]), { contentType: 'image/jpeg' })
  const [cht, en] = CAPTIONS[kind][index % CAPTIONS[kind].length]
  const _id = newId()
  const file = { _id, path, mime: 'image/jpeg' }
  return {
    _id,
    name: `${kind}-${String(index + 1).padStart(2, '0')}.jpg`,
    alt: toTranslated(trilingual(cht, en)),
    date,
    path,
    mime: 'image/jpeg',
    size: bytes.length,
    width,
    height,
    dir,
    parent: 'others',
    created: date,
    modified: date,
    modifiedBy: null,
    ...urlsOf(file)
  }
}

/** Which pictures the demo draws, and which records' fields show them (several records share one). */
const PLAN: Array<{ kind: Kind; count: number; dir: string; uses: Array<[string, string, 'one' | 'list']> }> =
  [
    {
      kind: 'cover',
      count: 8,
      dir: 'news',
      uses: [
        ['news', 'cover', 'one'],
        ['learningNews', 'cover', 'one']
      ]
    },
    {
      kind: 'portrait',
      count: 12,
      dir: 'teachers',
      uses: [
        ['teachers', 'photo', 'one'],
        ['reviews', 'photo', 'one']
      ]
    },
    { kind: 'product', count: 6, dir: 'products', uses: [['products', 'images', 'list']] },
    {
      kind: 'banner',
      count: 6,
      dir: 'ads',
      uses: [
        ['ads', 'image', 'one'],
        ['bannerSubjects', 'image', 'one'],
        ['bannerHeadings', 'image', 'one']
      ]
    }
  ]

/** Teachers shown with a photo: the rest keep the initials, as in production. */
const PHOTO_SHARE = 0.6

/** Sets one picture (or two, on lists) on each record of a collection, in turn. */
const assign = async (
  ctx: SeedContext,
  trx: Knex,
  collection: string,
  field: string,
  shape: 'one' | 'list',
  pictures: DemoPicture[]
) => {
  const model = ctx.catalogue.model(collection)
  const rows = (await trx(model.table).select('_id').orderBy('_id')) as Array<{ _id: string }>
  const shown = collection === 'teachers' ? rows.filter((_, index) => index % 5 < PHOTO_SHARE * 5) : rows
  for (const [index, row] of shown.entries()) {
    const first = pictures[index % pictures.length]._id
    const value = shape === 'list' ? [first, pictures[(index + 1) % pictures.length]._id] : first
    await trx(model.table)
      .where('_id', row._id)
      .update(toRow(ctx.dialect, model, { [field]: value }))
  }
}

/**
 * Pictures of the demo data (C5): covers of news and learning news, teacher and reviewer photos,
 * product, ad and banner images, drawn at seed time (no network) in varied colours, each with its
 * Traditional Chinese caption drawn on it (in Noto Sans TC from its npm package, no system font)
 * and in three languages as its alt text. Their files go to storage first, then records and
 * uses in one transaction; on failure the files are removed again.
 */
export const addDemoPictures = async (ctx: SeedContext, storage: Storage): Promise<number> => {
  const date = new Date().toISOString()
  const made: Array<{ plan: (typeof PLAN)[number]; records: Awaited<ReturnType<typeof makePicture>>[] }> = []
  try {
    for (const plan of PLAN) {
      const records = []
      for (let index = 0; index < plan.count; index += 1)
        records.push(await makePicture(storage, plan.kind, index, plan.dir, date))
      made.push({ plan, records })
    }
    const attachments = ctx.catalogue.model('attachments')
    await ctx.knex.transaction(async (trx) => {
      const rows = made.flatMap(({ records }) =>
        records.map((record) =>
          toRow(ctx.dialect, attachments, { ...record, ...derivedValues(attachments, record) })
        )
      )
      await trx(attachments.table).insert(rows)
      for (const { plan, records } of made) {
        const pictures = records.map((record) => ({ _id: record._id, kind: plan.kind }))
        for (const [collection, field, shape] of plan.uses)
          await assign(ctx, trx, collection, field, shape, pictures)
      }
    })
  } catch (error) {
    for (const { records } of made)
      for (const record of records) await storage.remove(record.path).catch(() => {})
    throw error
  }
  return made.reduce((total, { records }) => total + records.length, 0)
}
