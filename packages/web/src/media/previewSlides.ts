import type { Slide } from 'yet-another-react-lightbox'
import { canPreview, type Attachment } from './attachment'
import { fileUrl, fileVersion, imageSources, imageUrl } from './mediaUrls'

/**
 * The carousel's slides of attachments (R-WID-09): images whole, with every served width up to
 * their own for the browser to choose from; videos as uploaded; other files are left out.
 */
export const previewSlides = (items: Attachment[]): Slide[] =>
  items.filter(canPreview).map((item): Slide => {
    if (item.mime!.startsWith('video/'))
      return {
        type: 'video',
        width: item.width,
        height: item.height,
        controls: true,
        sources: [{ src: fileUrl(item), type: item.mime! }]
      }
    const sources = imageSources(item)
    return {
      src: imageUrl(item._id, undefined, fileVersion(item)),
      alt: item.name ?? '',
      width: item.width,
      height: item.height,
      ...(sources.length ? { srcSet: sources } : {})
    }
  })
