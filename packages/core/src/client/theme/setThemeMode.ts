import { assertCheck } from '../../schemas/checks.js'
import type { ThemeMode } from '../../schemas/theme.js'
import { themeModeCheck } from '../../schemas/themeChecks.js'
import type { ClientContext } from '../context.js'

/**
 * Changes the modal's theme mode at run time (the client is kept); `undefined` follows the system again. An
 * unknown mode is refused with a SchemaValidationError naming the value, and nothing changes.
 */
export function setThemeMode(context: ClientContext, mode: ThemeMode | undefined): void {
  if (mode !== undefined) assertCheck(themeModeCheck, mode, 'themeMode')
  context.store.setState((state) =>
    state.theme.mode === mode ? state : { ...state, theme: { ...state.theme, mode } },
  )
}
