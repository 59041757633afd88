import { attachment, label, optionList } from '../define'
import { GROUP } from '../menu'

/** Subjects shown in the home page banner (R-DOM-35). */
export const bannerSubjects = optionList('bannerSubjects', {
  title: label('Banner subjects', '橫幅科目', '横幅科目'),
  icon: 'view_carousel',
  group: GROUP.home,
  extra: [attachment('image', { label: label('Image', '圖片', '图片') })]
})
