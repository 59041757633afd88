import { collection, field, label, refs } from '../define'
import { description, money, status } from '../common-fields'
import { GROUP } from '../menu'

/** Products sold to students and parents, such as exam notes (R-DOM-44). */
export const products = collection(
  'products',
  [
    field('name', 'string', { required: true, maxLength: 200, label: label('Name', '名稱', '名称') }),
    money('price', label('Price', '價錢', '价钱'), { index: true }),
    status('productStatus', 'draft'),
    refs('images', 'attachments', { fileType: 'image/*', label: label('Images', '圖片', '图片') }),
    field('stock', 'number', { min: 0, label: label('Stock', '存貨', '存货') }),
    description()
  ],
  {
    name: label('Products', '產品', '产品'),
    group: GROUP.content,
    icon: 'shopping_bag',
    headers: ['name', 'price', 'stock', 'status'],
    textFields: ['name'],
    searchFields: [
      { path: 'status', cond: 'in' },
      { path: 'price', cond: 'inRange' }
    ],
    expands: ['description'],
    defaultSort: 'name'
  }
)
