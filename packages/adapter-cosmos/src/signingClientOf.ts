import type { OfflineSigner } from '@cosmjs/proto-signing'
import type { SigningStargateClient } from '@cosmjs/stargate'
import { MethodNotSupportedError, type Network } from '@walletport/core'
import { withConfirmationDefaults } from '@walletport/core/adapter'
import { type CosmosAdapterState, cometFor } from './cosmosAdapterState.js'
import { cosmosChainOf } from './cosmosChainOf.js'
import { cosmosConfirmationDefaults } from './cosmosConfirmationDefaults.js'
import { gasPriceOf } from './gasPriceOf.js'
import type { Cosmjs } from './loadCosmjs.js'
import { withCosmosWalletErrors } from './toCosmosWalletError.js'
import type { CosmosSigningClientParameters, KeplrLikeProvider } from './types.js'

/**
 * A cosmjs signing client on `network`'s node with the wallet's offline signer (direct mode when offered, its
 * amino-only signer with `signMode: 'amino'`), the app's registry and amino types, the network's gas price, and
 * `signAndBroadcast` waiting as the adapter's `confirmation` option says (poll interval, timeout).
 */
export async function signingClientOf(
  state: CosmosAdapterState,
  cosmjs: Cosmjs,
  provider: KeplrLikeProvider,
  network: Network,
  { registry, aminoTypes, signMode = 'auto' }: Omit<CosmosSigningClientParameters, 'network'> = {},
): Promise<SigningStargateClient> {
  const { chainId } = cosmosChainOf(network)
  if (signMode === 'amino' && !provider.getOfflineSignerOnlyAmino) {
    throw new MethodNotSupportedError({
      method: 'getOfflineSignerOnlyAmino',
      namespace: 'cosmos',
      details: "signMode 'amino' needs the wallet's amino-only signer; this wallet has none",
    })
  }
  const signer = (await withCosmosWalletErrors(() =>
    signMode === 'amino'
      ? provider.getOfflineSignerOnlyAmino?.(chainId)
      : provider.getOfflineSignerAuto
        ? provider.getOfflineSignerAuto(chainId)
        : provider.getOfflineSigner(chainId),
  )) as OfflineSigner
  const { pollMs, timeoutMs } = withConfirmationDefaults(
    state.options.confirmation,
    cosmosConfirmationDefaults,
  )
  return cosmjs.SigningStargateClient.createWithSigner(await cometFor(state, network), signer, {
    ...(registry ? { registry } : {}),
    ...(aminoTypes ? { aminoTypes } : {}),
    gasPrice: cosmjs.GasPrice.fromString(gasPriceOf(state.options.gasPrices, network)),
    broadcastPollIntervalMs: pollMs,
    broadcastTimeoutMs: timeoutMs,
  })
}
