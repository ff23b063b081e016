import { buttonCss } from './buttonStyles.js'
import { modalCss } from './modalStyles.js'

export { STYLESHEET_MARKER } from './buttonStyles.js'

/**
 * The whole stylesheet, static (no CSS-in-JS runtime): the buttons' rules, then the modal's. `styles.css` and
 * server rendering use it; in the browser the two parts are injected apart (`injectStyles`), the modal's with its code.
 */
export const walletPortCss = `${buttonCss}${modalCss}`
