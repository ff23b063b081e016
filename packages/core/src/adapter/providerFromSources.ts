import type { Connector } from '../connectors/types.js'

/** What adapters take as extra connector sources (e.g. WalletConnect's `forNamespace`), whatever their provider. */
export interface ConnectorSourceLike<P> {
  getConnectors(): readonly Connector[]
  getProvider?(connectorId: string): Promise<P>
}

/** The provider of the first source that lists `connectorId` and can hand one over; undefined when none does. */
export async function providerFromSources<P>(
  sources: readonly ConnectorSourceLike<P>[] | undefined,
  connectorId: string,
): Promise<P | undefined> {
  const source = sources?.find(
    (candidate) =>
      candidate.getProvider !== undefined &&
      candidate.getConnectors().some((connector) => connector.id === connectorId),
  )
  return source?.getProvider?.(connectorId)
}
