import { type EvmCapabilities, getCapabilities } from '@walletport/adapter-evm'
import { useCallback, useEffect } from 'react'
import { useWalletPortContext } from '../context.js'
import { type ClientActionState, useClientAction } from './useClientAction.js'
import { useWalletPortState } from './useWalletPortState.js'

export interface UseCapabilitiesReturnType extends ClientActionState<EvmCapabilities> {
  /** Asks the wallet again. */
  refetch(): void
}

/**
 * EIP-5792 `wallet_getCapabilities` of `address` (default: the connected eip155 account), asked whenever that
 * account changes: by hex chain id, `atomic.status` and `paymasterService.supported`. A wallet without EIP-5792
 * answers `atomic: unsupported` (its batches go call by call). Idle while eip155 is not connected.
 */
export function useCapabilities({ address }: { address?: string } = {}): UseCapabilitiesReturnType {
  const { client } = useWalletPortContext()
  const connected = useWalletPortState((state) => state.chains.eip155?.accountState.address)
  const target = address ?? connected
  const action = useCallback((of: string) => getCapabilities(client, { address: of }), [client])
  const { mutate, reset, data, error, isPending, status } = useClientAction(action)
  useEffect(() => {
    if (connected === undefined || target === undefined) reset()
    else mutate(target)
  }, [connected, target, mutate, reset])
  const refetch = useCallback(() => {
    if (target !== undefined) mutate(target)
  }, [mutate, target])
  return { data, error, isPending, status, refetch }
}
