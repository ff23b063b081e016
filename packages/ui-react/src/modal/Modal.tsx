import { type MouseEvent, useInsertionEffect } from 'react'
import { createPortal } from 'react-dom'
import { useWalletPortContext } from '../context.js'
import { useWalletPortState } from '../hooks/useWalletPortState.js'
import { injectModalStyles } from '../injectModalStyles.js'
import { walletPortCss } from '../styles.js'
import { themeStyle } from '../themeStyle.js'
import { Dialog } from './Dialog.js'
import { Toasts } from './Toasts.js'
import type { ModalProps } from './types.js'

/**
 * The modal shell: one root element (portalled into `document.body` unless `appendToBody` is false or in
 * embedded mode) carrying the theme; the dialog inside while core says the modal is open, and the toasts.
 */
export function Modal({ appendToBody = true, embedded = false }: ModalProps) {
  const { client, locale = 'en', dir = 'ltr', nonce } = useWalletPortContext()
  const open = useWalletPortState((state) => state.modal.open)
  // Core's theme state, so setThemeMode / setThemeVariables apply at once, without a new client.
  const theme = useWalletPortState((state) => state.theme)
  useInsertionEffect(() => injectModalStyles(document, { nonce }), [nonce])

  function onOverlayClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) client.close()
  }

  const root = (
    <div
      className="wp-root"
      lang={locale}
      dir={dir}
      data-theme={theme.mode}
      data-embedded={embedded ? '' : undefined}
      style={themeStyle(theme.variables)}
    >
      {typeof document === 'undefined' && <style>{walletPortCss}</style>}
      {open &&
        (embedded ? (
          <Dialog embedded />
        ) : (
          // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard way out; a backdrop is no control.
          // biome-ignore lint/a11y/noStaticElementInteractions: same backdrop.
          <div className="wp-overlay" onClick={onOverlayClick}>
            <Dialog embedded={false} />
          </div>
        ))}
      <Toasts />
    </div>
  )
  if (embedded || !appendToBody || typeof document === 'undefined') return root
  return createPortal(root, document.body)
}

export default Modal
