import type { EnumDef } from '@tutor-admin/shared'

const labelled = (labels: EnumDef['labels']): EnumDef => ({ values: Object.keys(labels), labels })

const draftPublished = () =>
  labelled({
    draft: { en: 'Draft', cht: '草稿', chs: '草稿' },
    published: { en: 'Published', cht: '已發佈', chs: '已发布' }
  })

/**
 * Enumerations of the catalogue, with labels in three languages (R-DOM-53..60). The first eight are
 * those of the spec; the rest are the statuses and days of this service's own records.
 */
export const enums: Record<string, EnumDef> = {
  adStatus: labelled({
    draft: { en: 'Draft', cht: '草稿', chs: '草稿' },
    published: { en: 'Published', cht: '已發佈', chs: '已发布' },
    meet: { en: 'Meet', cht: '會面', chs: '会面' }
  }),
  adType: labelled({
    fullscreen: { en: 'Full screen', cht: '全屏', chs: '全屏' },
    article: { en: 'Article', cht: '文章', chs: '文章' },
    list: { en: 'List', cht: '列表', chs: '列表' },
    video: { en: 'Video', cht: '影片', chs: '视频' },
    footer: { en: 'Footer', cht: '頁尾', chs: '页脚' }
  }),
  adminType: labelled({
    admin: { en: 'Administrator', cht: '管理員', chs: '管理员' },
    editor: { en: 'Editor', cht: '編輯', chs: '编辑' }
  }),
  campaignStatus: draftPublished(),
  eventStatus: draftPublished(),
  newsStatus: draftPublished(),
  productStatus: draftPublished(),
  eventLocation: labelled({
    hk: { en: 'Hong Kong', cht: '香港', chs: '香港' },
    canada: { en: 'Canada', cht: '加拿大', chs: '加拿大' }
  }),
  exportFormat: labelled({
    csv: { en: 'CSV', cht: 'CSV', chs: 'CSV' },
    xlsx: { en: 'Excel (xlsx)', cht: 'Excel (xlsx)', chs: 'Excel (xlsx)' }
  }),
  gender: labelled({
    male: { en: 'Male', cht: '男', chs: '男' },
    female: { en: 'Female', cht: '女', chs: '女' }
  }),
  userStatus: labelled({
    active: { en: 'Active', cht: '使用中', chs: '使用中' },
    frozen: { en: 'Frozen', cht: '已凍結', chs: '已冻结' }
  }),
  teacherStatus: labelled({
    pending: { en: 'Pending review', cht: '待審核', chs: '待审核' },
    active: { en: 'Active', cht: '活躍', chs: '活跃' },
    suspended: { en: 'Suspended', cht: '已暫停', chs: '已暂停' }
  }),
  requestStatus: labelled({
    open: { en: 'Open', cht: '待配對', chs: '待配对' },
    matched: { en: 'Matched', cht: '已配對', chs: '已配对' },
    closed: { en: 'Closed', cht: '已結束', chs: '已结束' }
  }),
  appUserStatus: labelled({
    active: { en: 'Active', cht: '使用中', chs: '使用中' },
    frozen: { en: 'Frozen', cht: '已凍結', chs: '已冻结' }
  }),
  /** The types of a collection's fields, as the catalogue describes itself (R-SCH-02, R-DOM-52). */
  fieldType: labelled({
    string: { en: 'Text', cht: '文字', chs: '文字' },
    number: { en: 'Number', cht: '數字', chs: '数字' },
    boolean: { en: 'Yes or no', cht: '是非', chs: '是非' },
    date: { en: 'Date', cht: '日期', chs: '日期' },
    id: { en: 'Reference', cht: '參照', chs: '引用' },
    array: { en: 'List', cht: '清單', chs: '列表' },
    object: { en: 'Object', cht: '物件', chs: '对象' }
  }),
  weekday: labelled({
    mon: { en: 'Monday', cht: '星期一', chs: '星期一' },
    tue: { en: 'Tuesday', cht: '星期二', chs: '星期二' },
    wed: { en: 'Wednesday', cht: '星期三', chs: '星期三' },
    thu: { en: 'Thursday', cht: '星期四', chs: '星期四' },
    fri: { en: 'Friday', cht: '星期五', chs: '星期五' },
    sat: { en: 'Saturday', cht: '星期六', chs: '星期六' },
    sun: { en: 'Sunday', cht: '星期日', chs: '星期日' }
  })
}
