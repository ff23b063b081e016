import type { CosmosAdapterState } from '../cosmosAdapterState.js'

/** Forgets the connection and its signing clients, then asks the wallet to `disable` every chain the session enabled (when it can). */
export async function disconnect(state: CosmosAdapterState): Promise<void> {
  const connection = state.connection.get()
  state.connection.clear()
  state.signingClients.length = 0
  if (connection?.provider.disable) {
    await Promise.resolve(connection.provider.disable([...connection.enabled])).catch(() => {})
  }
}
