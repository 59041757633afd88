import { collection, field, label } from '../define'
import { description, status, utcDay } from '../common-fields'
import { GROUP } from '../menu'
import { publishingSchedule } from '../publishing-fields'

/** Promotional campaigns with a run of days (R-DOM-43). */
export const campaigns = collection(
  'campaigns',
  [
    field('name', 'string', { required: true, maxLength: 200, label: label('Name', '名稱', '名称') }),
    status('campaignStatus', 'draft'),
    ...publishingSchedule(),
    utcDay('startDate', label('Start date', '開始日期', '开始日期')),
    utcDay('endDate', label('End date', '結束日期', '结束日期')),
    description()
  ],
  {
    name: label('Campaigns', '推廣活動', '推广活动'),
    group: GROUP.content,
    icon: 'campaign',
    headers: ['name', 'status', 'startDate', 'endDate'],
    textFields: ['name'],
    searchFields: [
      { path: 'status', cond: 'in' },
      { path: 'startDate', cond: 'inRange' }
    ],
    expands: ['description'],
    edit: 'contentPreview',
    expand: 'translationStatus',
    defaultSort: 'startDate',
    defaultSortDesc: true
  }
)
