'use client'

import type { WalletPortInitialState } from '@walletport/core'
import { WalletPortProvider } from '@walletport/ui-react'
import { type ReactNode, useState } from 'react'
import { createClient } from './walletport'

export function Providers(props: {
  initialState: WalletPortInitialState
  evmRpcUrl: string
  children: ReactNode
}) {
  // One client per request on the server, one per page in the browser; both start from the same initial state.
  const [client] = useState(() => createClient(props.initialState, props.evmRpcUrl))
  return <WalletPortProvider client={client}>{props.children}</WalletPortProvider>
}
