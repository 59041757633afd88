import { collection, field, label } from '../define'

/** Uploaded files of the media library (R-DOM-51, R-MED-09); no menu entry. */
export const attachments = collection(
  'attachments',
  [
    field('name', 'string', { required: true, index: 'text', label: label('Name', '名稱', '名称') }),
    field('date', 'date', { index: true, label: label('Date', '日期', '日期') }),
    field('path', 'string', { label: label('Path', '路徑', '路径') }),
    field('src', 'string', { label: label('Source', '來源', '来源') }),
    field('thumb', 'string', { label: label('Thumbnail', '縮圖', '缩图') }),
    field('mime', 'string', { index: true, label: label('Type', '類型', '类型') }),
    field('size', 'number', { label: label('Size', '大小', '大小') }),
    field('width', 'number', { label: label('Width', '闊度', '宽度') }),
    field('height', 'number', { label: label('Height', '高度', '高度') }),
    field('duration', 'number', { label: label('Duration', '長度', '时长') }),
    field('dir', 'string', { label: label('Folder', '資料夾', '文件夹') }),
    field('parent', 'string', { label: label('Belongs to', '所屬記錄', '所属记录') })
  ],
  undefined
)
