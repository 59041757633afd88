import { collection, field, label } from '../define'
import { dateTime, description, status } from '../common-fields'
import { GROUP } from '../menu'
import { publishingSchedule } from '../publishing-fields'

/** Talks, workshops and open days (R-DOM-45). */
export const events = collection(
  'events',
  [
    field('name', 'string', { required: true, maxLength: 200, label: label('Name', '名稱', '名称') }),
    field('location', 'string', {
      enum: 'eventLocation',
      index: true,
      label: label('Location', '地點', '地点')
    }),
    status('eventStatus', 'draft'),
    ...publishingSchedule(),
    dateTime('date', label('Date', '日期', '日期')),
    field('venue', 'string', { maxLength: 300, label: label('Venue', '場地', '场地') }),
    field('capacity', 'number', { min: 0, label: label('Capacity', '名額', '名额') }),
    description()
  ],
  {
    name: label('Events', '活動', '活动'),
    group: GROUP.content,
    icon: 'event',
    headers: ['name', 'location', 'date', 'venue', 'capacity'],
    textFields: ['name', 'venue'],
    searchFields: [
      { path: 'location', cond: 'in' },
      { path: 'date', cond: 'inRange' }
    ],
    expands: ['description'],
    defaultSort: 'date',
    defaultSortDesc: true
  }
)
