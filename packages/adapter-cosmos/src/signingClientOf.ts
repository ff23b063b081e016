import type { OfflineSigner } from '@cosmjs/proto-signing'
import type { SigningStargateClient } from '@cosmjs/stargate'
import type { Network } from '@walletport/core'
import { callWallet } from './callWallet.js'
import { type CosmosAdapterState, cometFor } from './cosmosAdapterState.js'
import { cosmosChainOf } from './cosmosChainOf.js'
import type { Cosmjs } from './loadCosmjs.js'
import type { KeplrLikeProvider } from './types.js'

/** A cosmjs signing client on `network`'s node with the wallet's offline signer (direct mode when offered). */
export async function signingClientOf(
  state: CosmosAdapterState,
  cosmjs: Cosmjs,
  provider: KeplrLikeProvider,
  network: Network,
): Promise<SigningStargateClient> {
  const { chainId } = cosmosChainOf(network)
  const signer = (await callWallet(() =>
    provider.getOfflineSignerAuto
      ? provider.getOfflineSignerAuto(chainId)
      : provider.getOfflineSigner(chainId),
  )) as OfflineSigner
  return cosmjs.SigningStargateClient.createWithSigner(await cometFor(state, network), signer)
}
