import { errorMessage, type Network, type WalletPortClient } from '@walletport/core'
import { useCallback, useState } from 'react'

export interface NetworkSwitch {
  /** The network being switched to. */
  pending: Network | undefined
  /** The last failure's message, shown inline. */
  error: string | undefined
  switchTo(network: Network): Promise<void>
}

/** `client.switchNetwork` with its pending network and error kept for display. */
export function useNetworkSwitch(client: WalletPortClient): NetworkSwitch {
  const [pending, setPending] = useState<Network | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const switchTo = useCallback(
    async (network: Network) => {
      setPending(network)
      setError(undefined)
      try {
        await client.switchNetwork(network)
      } catch (cause) {
        setError(errorMessage(cause))
      } finally {
        setPending(undefined)
      }
    },
    [client],
  )
  return { pending, error, switchTo }
}
