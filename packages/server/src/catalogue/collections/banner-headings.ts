import { attachment, label, optionList } from '../define'
import { GROUP } from '../menu'

/** Headings shown in the home page banner (R-DOM-36). */
export const bannerHeadings = optionList('bannerHeadings', {
  title: label('Banner headings', '橫幅標題', '横幅标题'),
  icon: 'title',
  group: GROUP.home,
  extra: [attachment('image', { label: label('Image', '圖片', '图片') })]
})
