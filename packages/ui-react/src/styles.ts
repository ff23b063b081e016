import { themeCss } from './buttonStyles.js'
import { modalCss } from './modalStyles.js'

export { STYLESHEET_MARKER } from './buttonStyles.js'

/**
 * The whole stylesheet, static (no CSS-in-JS runtime): the theme variables, then the modal's rules (which hold the
 * buttons'). `styles.css` and server rendering use it; in the browser the buttons' part is injected at mount
 * (`injectStyles`) and the modal's with its code.
 */
export const walletPortCss = `${themeCss}${modalCss}`
