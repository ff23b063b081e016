import type { PolkadotContext } from '../context.js'

/**
 * Forgets the connection and closes the node connections. Extensions have no revoke call, so the connector is
 * marked ended here (reconnect answers null until the user connects again); WalletConnect's session is deleted.
 */
export async function disconnect(context: PolkadotContext): Promise<void> {
  const connection = context.slot.get()
  context.slot.clear()
  if (connection) {
    context.ended.add(connection.connectorId)
    const { provider } = connection as { provider: { disconnect?: () => Promise<void> } }
    await provider.disconnect?.().catch(() => undefined)
  }
  await context.closeApis()
}
