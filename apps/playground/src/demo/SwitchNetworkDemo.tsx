import type { Network } from '@walletport/core'
import { sepolia } from '@walletport/core/networks'
import { useState } from 'react'
import { ActionResult } from './ActionResult.js'
import { useActiveChain } from './useActiveChain.js'

/**
 * One button per network of the connected chain, and one to a network the app does not list (Sepolia: the modal's
 * 'Network Not Found' alert); shows where the wallet ended up, or why it did not.
 */
export function SwitchNetworkDemo() {
  const { client, network, namespaceNetworks, connected } = useActiveChain()
  const [pending, setPending] = useState<Network>()
  const [outcome, setOutcome] = useState<{ network: Network } | { error: unknown }>()

  async function switchTo(target: Network) {
    setPending(target)
    setOutcome(undefined)
    try {
      await client.switchNetwork(target)
      setOutcome({ network: target })
    } catch (error) {
      setOutcome({ error })
    } finally {
      setPending(undefined)
    }
  }

  return (
    <section className="card" aria-labelledby="switch-title">
      <h3 id="switch-title">Switch network</h3>
      <div className="row">
        {namespaceNetworks.map((target) => (
          <button
            key={target.caipNetworkId}
            type="button"
            disabled={!connected || pending !== undefined || target.caipNetworkId === network?.caipNetworkId}
            onClick={() => void switchTo(target)}
          >
            Switch to {target.name}
          </button>
        ))}
        {network?.chainNamespace === 'eip155' && (
          <button
            type="button"
            disabled={!connected || pending !== undefined}
            onClick={() => void switchTo(sepolia)}
          >
            Switch to a network not listed
          </button>
        )}
      </div>
      <ActionResult
        testId="switch-result"
        pending={pending !== undefined}
        error={outcome && 'error' in outcome ? outcome.error : undefined}
      >
        {outcome &&
          'network' in outcome &&
          `Now on ${outcome.network.name} (${outcome.network.caipNetworkId})`}
      </ActionResult>
    </section>
  )
}
