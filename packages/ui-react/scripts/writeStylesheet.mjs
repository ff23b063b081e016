// Writes dist/styles.css (the file apps import as `@walletport/ui-react/styles.css`) from the built stylesheet.
import { writeFileSync } from 'node:fs'
import { STYLESHEET_MARKER, walletPortCss } from '../dist/styles.js'

writeFileSync(
  new URL('../dist/styles.css', import.meta.url),
  `:root { ${STYLESHEET_MARKER}: 1; }\n${walletPortCss.trimStart()}`,
)
