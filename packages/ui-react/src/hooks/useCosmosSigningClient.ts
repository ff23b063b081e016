// Types only: the hook reaches the adapter through `client.getAdapter('cosmos')`, so an app without
// @walletport/adapter-cosmos installed bundles nothing of it.
import type { SigningStargateClient } from '@cosmjs/stargate'
import type { CosmosSigningClientParameters } from '@walletport/adapter-cosmos'
import { useEffect, useState } from 'react'
import { useWalletPortContext } from '../context.js'
import { shallowEqual } from '../utils/shallowEqual.js'
import { useWalletPortState } from './useWalletPortState.js'

export interface UseCosmosSigningClientReturnType {
  /** The connected cosmos account's client; undefined while not connected and until it is made. */
  data: SigningStargateClient | undefined
  error: Error | undefined
  /** 'idle' without a cosmos connection, then 'pending', 'success' or 'error'. */
  status: 'idle' | 'pending' | 'success' | 'error'
}

const idle: UseCosmosSigningClientReturnType = { data: undefined, error: undefined, status: 'idle' }

/**
 * The cosmos adapter's SigningStargateClient for the connected account (`getSigningClient`), made again when the
 * account or network changes and gone on disconnect. `registry` and `aminoTypes` count by identity: make them once
 * (at module level or with useMemo).
 */
export function useCosmosSigningClient({
  registry,
  aminoTypes,
  signMode,
}: Omit<CosmosSigningClientParameters, 'network'> = {}): UseCosmosSigningClientReturnType {
  const { client } = useWalletPortContext()
  const { address, caipNetworkId } = useWalletPortState((state) => {
    const chain = state.chains.cosmos
    return {
      address: chain?.accountState.address,
      caipNetworkId: chain?.networkState.caipNetwork?.caipNetworkId,
    }
  }, shallowEqual)
  const [state, setState] = useState<UseCosmosSigningClientReturnType>(idle)
  useEffect(() => {
    if (!address || !caipNetworkId) {
      setState(idle)
      return
    }
    let current = true
    setState({ data: undefined, error: undefined, status: 'pending' })
    client
      .getAdapter('cosmos')
      .getSigningClient({ registry, aminoTypes, signMode })
      .then(
        (data) => current && setState({ data, error: undefined, status: 'success' }),
        (error: unknown) =>
          current &&
          setState({
            data: undefined,
            error: error instanceof Error ? error : new Error(String(error)),
            status: 'error',
          }),
      )
    return () => {
      current = false
    }
  }, [client, address, caipNetworkId, registry, aminoTypes, signMode])
  return state
}
