import { assertCheck } from '../../schemas/checks.js'
import type { ThemeVariables } from '../../schemas/theme.js'
import { themeVariablesCheck } from '../../schemas/themeChecks.js'
import type { ClientContext } from '../context.js'

/**
 * Merges theme variables into the modal's theme at run time (the client is kept). A key set to `undefined`
 * goes back to its default. Unknown keys or bad values are refused (SchemaValidationError) and nothing changes.
 */
export function setThemeVariables(context: ClientContext, variables: ThemeVariables): void {
  const defined = Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== undefined))
  assertCheck(themeVariablesCheck, defined, 'themeVariables')
  context.store.setState((state) => {
    const merged: Record<string, unknown> = { ...state.theme.variables }
    for (const [key, value] of Object.entries(variables)) {
      if (value === undefined) delete merged[key]
      else merged[key] = value
    }
    return { ...state, theme: { ...state.theme, variables: merged as ThemeVariables } }
  })
}
