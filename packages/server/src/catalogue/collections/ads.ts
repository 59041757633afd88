import { attachment, collection, field, label } from '../define'
import { day, status } from '../common-fields'
import { GROUP } from '../menu'
import { publishingSchedule } from '../publishing-fields'

/** Advertisements placed in the public app (R-DOM-42). */
export const ads = collection(
  'ads',
  [
    field('name', 'string', { required: true, maxLength: 200, label: label('Name', '名稱', '名称') }),
    field('type', 'string', { enum: 'adType', index: true, label: label('Type', '類型', '类型') }),
    status('adStatus', 'draft'),
    ...publishingSchedule(),
    attachment('image', { label: label('Image', '圖片', '图片') }),
    field('url', 'string', { maxLength: 2000, label: label('Link', '連結', '链接') }),
    day('startDate', label('Start date', '開始日期', '开始日期')),
    day('endDate', label('End date', '結束日期', '结束日期'))
  ],
  {
    name: label('Ads', '廣告', '广告'),
    group: GROUP.content,
    icon: 'ads_click',
    headers: ['name', 'type', 'status', 'startDate', 'endDate'],
    textFields: ['name', 'url'],
    searchFields: [
      { path: 'type', cond: 'in' },
      { path: 'status', cond: 'in' }
    ],
    defaultSort: 'modified',
    defaultSortDesc: true
  }
)
