import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import Lightbox from 'yet-another-react-lightbox'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import Video from 'yet-another-react-lightbox/plugins/video'
import 'yet-another-react-lightbox/plugins/counter.css'
import 'yet-another-react-lightbox/styles.css'
import type { Attachment } from './attachment'
import { previewSlides } from './previewSlides'

export interface PreviewCarouselProps {
  items: Attachment[]
  /** The attachment shown first. */
  startId?: string
  onClose: () => void
}

/**
 * A full-screen carousel of images and videos (R-WID-09), moved through with the arrow keys, the
 * buttons or a swipe, closed with Escape.
 */
export function PreviewCarousel({ items, startId, onClose }: PreviewCarouselProps) {
  const { t } = useTranslation('media')
  const previewable = useMemo(() => items.filter((item) => previewSlides([item]).length), [items])
  const slides = useMemo(() => previewSlides(previewable), [previewable])
  const index = Math.max(
    0,
    previewable.findIndex((item) => item._id === startId)
  )
  return (
    <Lightbox
      open
      close={onClose}
      slides={slides}
      index={index}
      plugins={[Video, Counter]}
      carousel={{ finite: slides.length <= 1 }}
      render={slides.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Previous: t('carousel.previous'),
        Next: t('carousel.next'),
        Close: t('common:basic.close'),
        Lightbox: t('carousel.label'),
        Carousel: t('carousel.label'),
        'Photo gallery': t('carousel.label'),
        Slide: t('carousel.slide'),
        '{index} of {total}': t('carousel.position', { index: '{index}', total: '{total}' })
      }}
    />
  )
}
