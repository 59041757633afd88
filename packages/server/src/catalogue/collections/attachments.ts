import { collection, field, label, translated } from '../define'

/** Set by the server from the file itself: a write from outside that names one is refused. */
const fromFile = { readOnly: true } as const

/**
 * Uploaded files of the media library (R-DOM-51, R-MED-09); no menu entry. Uploads and the file
 * fields come from `/api/attachments/upload` (C15); staff change the name and the alt texts.
 */
export const attachments = collection(
  'attachments',
  [
    field('name', 'string', { required: true, index: 'text', label: label('Name', '名稱', '名称') }),
    // A short description of the picture for screen readers, in each language.
    translated('alt', { maxLength: 250, label: label('Alternative text', '替代文字', '替代文字') }),
    field('date', 'date', { index: true, ...fromFile, label: label('Date', '日期', '日期') }),
    field('path', 'string', { ...fromFile, label: label('Path', '路徑', '路径') }),
    field('src', 'string', { ...fromFile, label: label('Source', '來源', '来源') }),
    field('thumb', 'string', { ...fromFile, label: label('Thumbnail', '縮圖', '缩图') }),
    field('mime', 'string', { index: true, ...fromFile, label: label('Type', '類型', '类型') }),
    field('size', 'number', { ...fromFile, label: label('Size', '大小', '大小') }),
    field('width', 'number', { ...fromFile, label: label('Width', '闊度', '宽度') }),
    field('height', 'number', { ...fromFile, label: label('Height', '高度', '高度') }),
    field('duration', 'number', { ...fromFile, label: label('Duration', '長度', '时长') }),
    field('dir', 'string', { index: true, ...fromFile, label: label('Folder', '資料夾', '文件夹') }),
    field('parent', 'string', {
      index: true,
      ...fromFile,
      label: label('Belongs to', '所屬記錄', '所属记录')
    })
  ],
  undefined
)
