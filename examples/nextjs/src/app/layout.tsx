import { cookieToInitialState } from '@walletport/core'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata = { title: 'WalletPort on Next.js' }

// The server reads the visitor's connection from the request's cookies, so its HTML already shows the account.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState} evmRpcUrl={process.env.EVM_RPC_URL ?? 'http://127.0.0.1:8545'}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
