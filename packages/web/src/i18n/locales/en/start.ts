import common from './common.json'
import errors from './errors.json'

/** The namespaces of the sign-in page and of every start, fetched before the first render. */
export default { common, errors }
