import common from './common.json'
import dashboard from './dashboard.json'
import editor from './editor.json'
import errors from './errors.json'
import list from './list.json'
import media from './media.json'
import profile from './profile.json'

/** Every namespace of the language, fetched as one file. */
export default { common, dashboard, editor, errors, list, media, profile }
