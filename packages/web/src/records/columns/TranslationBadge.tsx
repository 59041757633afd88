import { BADGE_NAMES, translationBadgeParts } from './translationBadge'
import './translationBadge.css'

export interface TranslationBadgeProps {
  value: unknown
}

/**
 * "繁 简 EN" beside a translatable cell, the languages without text dimmed: plain elements with
 * classes styled once, so that a page of many rows stays cheap to draw.
 */
export function TranslationBadge({ value }: TranslationBadgeProps) {
  const parts = translationBadgeParts(value)
  if (parts.length === 0) return null
  return (
    <span
      className="translation-badge"
      data-testid="translation-badge"
      data-missing={parts
        .filter((part) => part.missing)
        .map((part) => part.lang)
        .join(' ')}
    >
      {parts.map((part) => (
        <span key={part.lang} lang={part.lang} className={part.missing ? 'missing' : undefined}>
          {BADGE_NAMES[part.lang]}
        </span>
      ))}
    </span>
  )
}
