import { field, label, optionList } from '../define'
import { money } from '../common-fields'
import { GROUP } from '../menu'

/** Price lists with nested items (R-DOM-26, R-ED-05). */
export const regPriceLists = optionList('regPriceLists', {
  title: label('Price lists', '價目表', '价目表'),
  icon: 'price_change',
  group: GROUP.teacherRegistration,
  extra: [
    field('items', 'array', {
      itemType: 'object',
      label: label('Items', '項目', '项目'),
      fields: [
        field('name', 'string', { required: true, label: label('Name', '名稱', '名称') }),
        money('price', label('Price', '價錢', '价钱'), { required: true })
      ]
    })
  ]
})
