import { parseWithSchema } from '../../schemas/parseWithSchema.js'
import { type ThemeMode, themeModeSchema } from '../../schemas/theme.js'
import type { ClientContext } from '../context.js'

/**
 * Changes the modal's theme mode at run time (the client is kept); `undefined` follows the system again. An
 * unknown mode is refused with a SchemaValidationError naming the value, and nothing changes.
 */
export function setThemeMode(context: ClientContext, mode: ThemeMode | undefined): void {
  if (mode !== undefined) parseWithSchema(themeModeSchema, mode, 'themeMode')
  context.store.setState((state) =>
    state.theme.mode === mode ? state : { ...state, theme: { ...state.theme, mode } },
  )
}
