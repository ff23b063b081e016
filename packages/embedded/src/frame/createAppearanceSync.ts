import type { ThemeMode, ThemeVariables } from '@walletport/core'
import type { FrameRequestPayload } from '../protocol/events.js'
import type { FrameClient } from './createFrameClient.js'

/** How the app's modal looks and speaks; the frame's own screens take the same. */
export interface FrameAppearance {
  /** Undefined: the system's, as the modal. */
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /** The modal's locale (BCP 47); undefined: the browser's languages. */
  locale?: string | undefined
}

type DappData = Omit<FrameRequestPayload<'SYNC_DAPP_DATA'>, 'locale'>

/**
 * Spec section 7's sync theme and sync dapp data: the first call sends both, later calls send what changed (the
 * theme, or the dapp data again with the new locale). Neither waits on the 20 s load time-out; a frame that
 * refuses them keeps its defaults, nothing else breaks.
 */
export function createAppearanceSync(
  frame: FrameClient,
  dappData: DappData,
): (appearance: FrameAppearance) => void {
  let sentTheme: string | undefined
  let sentLocale: { locale: string | undefined } | undefined
  return ({ themeMode, themeVariables, locale }) => {
    const theme = {
      ...(themeMode ? { themeMode } : {}),
      ...(themeVariables && Object.keys(themeVariables).length > 0 ? { themeVariables } : {}),
    }
    const themeKey = JSON.stringify(theme)
    if (themeKey !== sentTheme) {
      sentTheme = themeKey
      frame.request('SYNC_THEME', theme).catch(() => {})
    }
    if (!sentLocale || sentLocale.locale !== locale) {
      sentLocale = { locale }
      frame.request('SYNC_DAPP_DATA', { ...dappData, ...(locale ? { locale } : {}) }).catch(() => {})
    }
  }
}
