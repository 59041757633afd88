import { label, optionList } from '../define'
import { money } from '../common-fields'
import { GROUP } from '../menu'

/** Reference hourly prices by level (R-DOM-25). */
export const regPrices = optionList('regPrices', {
  title: label('Prices', '收費', '收费'),
  icon: 'sell',
  group: GROUP.teacherRegistration,
  extra: [money('price', label('Price', '價錢', '价钱'), { required: true })]
})
