import { label, optionList } from '../define'
import { GROUP } from '../menu'

/** How a tutor heard of the service (R-DOM-14). */
export const regReferralSources = optionList('regReferralSources', {
  title: label('How you heard of us', '從何得知本服務', '从何得知本服务'),
  icon: 'campaign',
  group: GROUP.teacherRegistration
})
