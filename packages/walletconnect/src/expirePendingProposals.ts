import type { UniversalProvider } from '@walletconnect/universal-provider'

type Provider = InstanceType<typeof UniversalProvider>

const ABANDONED = { code: 6000, message: 'Proposal expired' }

/**
 * Ends every session proposal still waiting for a wallet: their `approval()` (plain pairing) and one-click auth
 * answers reject at once with the SDK's own expiry error and their 5-minute timers stop, and the proposals are
 * deleted. The SDK has no public call for this; it is what its expirer does when a proposal's time is up.
 */
export function expirePendingProposals(instance: Provider): void {
  const { client } = instance
  const engineEvents = (
    client.engine as unknown as { events?: { emit(event: string, payload: unknown): void } }
  ).events
  for (const { id } of client.proposal.getAll()) {
    client.events.emit('proposal_expire', { id })
    engineEvents?.emit(`session_connect:${id}`, { error: ABANDONED })
    void Promise.resolve(client.proposal.delete(id, ABANDONED)).catch(() => {})
  }
}
