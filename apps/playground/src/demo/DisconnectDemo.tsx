import { useDisconnect } from '@walletport/ui-react'
import { useState } from 'react'
import { ActionResult } from './ActionResult.js'
import { useActiveChain } from './useActiveChain.js'

/** Disconnects every chain through `useDisconnect`. */
export function DisconnectDemo() {
  const { connected } = useActiveChain()
  const { disconnectAsync, isPending, error } = useDisconnect()
  const [done, setDone] = useState(false)

  async function disconnect() {
    setDone(false)
    await disconnectAsync()
      .then(() => setDone(true))
      .catch(() => undefined)
  }

  return (
    <section className="card" aria-labelledby="disconnect-title">
      <h3 id="disconnect-title">Disconnect</h3>
      <button type="button" disabled={!connected || isPending} onClick={() => void disconnect()}>
        Disconnect wallet
      </button>
      <ActionResult testId="disconnect-result" pending={isPending} error={error}>
        {done && 'Disconnected'}
      </ActionResult>
    </section>
  )
}
