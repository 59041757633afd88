import dashboard from './dashboard.json'
import editor from './editor.json'
import list from './list.json'
import media from './media.json'
import palette from './palette.json'
import profile from './profile.json'
import start from './start'
import tokens from './tokens.json'
import webhooks from './webhooks.json'

/** Every namespace of the language: those of the start, and the signed-in pages' in one file. */
export default { ...start, dashboard, editor, list, media, palette, profile, tokens, webhooks }
