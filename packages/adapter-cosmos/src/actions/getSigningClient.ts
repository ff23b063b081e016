import type { SigningStargateClient } from '@cosmjs/stargate'
import { adapterNetwork, type CosmosAdapterState } from '../cosmosAdapterState.js'
import { loadCosmjs } from '../loadCosmjs.js'
import { signingClientOf } from '../signingClientOf.js'
import type { CosmosSigningClientParameters } from '../types.js'
import { walletOn } from './walletOn.js'

/**
 * The connected account's SigningStargateClient on `network` (default the connection's), made on first call and
 * kept per connection, account, network, registry, amino types and sign mode. `createCosmosAdapterState` drops the
 * kept clients when the account or network changes or the wallet disconnects; they share the adapter's node
 * connection, so the app should not `disconnect()` them.
 */
export async function getSigningClient(
  state: CosmosAdapterState,
  { network, registry, aminoTypes, signMode = 'auto' }: CosmosSigningClientParameters = {},
): Promise<SigningStargateClient> {
  const connection = network
    ? await walletOn(state, adapterNetwork(state, network))
    : state.connection.require()
  const address = state.connection.sender()
  const caipNetworkId = connection.network.caipNetworkId
  const kept = state.signingClients.find(
    (entry) =>
      entry.connection === connection &&
      entry.address === address &&
      entry.caipNetworkId === caipNetworkId &&
      entry.registry === registry &&
      entry.aminoTypes === aminoTypes &&
      entry.signMode === signMode,
  )
  if (kept) return kept.client
  const entry = {
    connection,
    address,
    caipNetworkId,
    registry,
    aminoTypes,
    signMode,
    client: loadCosmjs().then((cosmjs) =>
      signingClientOf(state, cosmjs, connection.provider, connection.network, {
        registry,
        aminoTypes,
        signMode,
      }),
    ),
  }
  state.signingClients.push(entry)
  entry.client.catch(() => {
    const index = state.signingClients.indexOf(entry)
    if (index >= 0) state.signingClients.splice(index, 1)
  })
  return entry.client
}
