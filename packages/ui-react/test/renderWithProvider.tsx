import { render } from '@testing-library/react'
import type { WalletPortClient } from '@walletport/core'
import type { ReactNode } from 'react'
import { WalletPortProvider, type WalletPortProviderProps } from '../src/WalletPortProvider.js'

/** Renders `ui` inside a provider for `client`. */
export function renderWithProvider(
  client: WalletPortClient,
  ui: ReactNode,
  props: Omit<WalletPortProviderProps, 'client' | 'children'> = {},
) {
  return render(
    <WalletPortProvider client={client} {...props}>
      {ui}
    </WalletPortProvider>,
  )
}
