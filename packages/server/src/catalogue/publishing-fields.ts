import type { FieldDef } from '@tutor-admin/shared'
import { dateTime } from './common-fields'
import { label } from './define'

/**
 * When a record goes live and when it is taken down again: the publishing job sets its `status` to
 * `published` at `publishAt` and back to `draft` at `unpublishAt` (date-time pickers in the editor).
 */
export const publishingSchedule = (): FieldDef[] => [
  dateTime('publishAt', label('Publish at', '發佈時間', '发布时间')),
  dateTime('unpublishAt', label('Unpublish at', '下架時間', '下架时间'))
]
