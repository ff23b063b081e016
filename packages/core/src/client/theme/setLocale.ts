import { assertCheck, string } from '../../schemas/checks.js'
import type { ClientContext } from '../context.js'

const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/
const languageTagCheck = string((value) =>
  value.length <= 35 && LANGUAGE_TAG.test(value) ? undefined : 'expected a BCP 47 language tag',
)

/**
 * Records the locale the modal speaks (the UI calls it once the locale's strings are in), so the embedded wallet's
 * frame speaks it too. Anything but a BCP 47 language tag is refused (SchemaValidationError naming it) and nothing
 * changes.
 */
export function setLocale(context: ClientContext, locale: string | undefined): void {
  if (locale !== undefined) assertCheck(languageTagCheck, locale, 'locale')
  context.store.setState((state) => (state.locale === locale ? state : { ...state, locale }))
}
