import { field, label, optionList } from '../define'

/** Price lists with nested items (R-DOM-26). */
export const regPriceLists = optionList(
  'regPriceLists',
  'options.teacherRegistration',
  18,
  label('Price lists', '價目表', '价目表'),
  [
    field('items', 'array', {
      itemType: 'object',
      label: label('Items', '項目', '项目'),
      fields: [
        field('name', 'string', { required: true, label: label('Name', '名稱', '名称') }),
        field('price', 'number', { required: true, min: 0, label: label('Price', '價錢', '价钱') })
      ]
    })
  ]
)
