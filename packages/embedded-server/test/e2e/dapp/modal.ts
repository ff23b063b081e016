import type { WalletPortClient } from '@walletport/core'
import { WalletPortProvider } from '@walletport/ui-react'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

/** `?modal=1`: the ui-react modal over the same client, as an app would render it. */
export function renderModal(client: WalletPortClient): void {
  const container = document.createElement('div')
  container.id = 'app'
  document.body.appendChild(container)
  createRoot(container).render(createElement(WalletPortProvider, { client, locale: 'en' }))
}
