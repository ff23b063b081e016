import type { WalletPortClient } from '@walletport/core'
import type { ReactNode } from 'react'
import { WalletPortProvider } from '../src/WalletPortProvider.js'

/** A `wrapper` for renderHook: the provider around the hook under test, in embedded mode so no modal loads. */
export function providerWrapper(client: WalletPortClient) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per renderHook call, so its identity holds.
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <WalletPortProvider client={client} embedded>
        {children}
      </WalletPortProvider>
    )
  }
}
