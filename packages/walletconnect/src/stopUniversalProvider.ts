import type { UniversalProvider } from '@walletconnect/universal-provider'

/**
 * Stops the heartbeat and closes the relay socket. The clients keep one Core per storage prefix on globalThis;
 * it is released too, so a later connector with the same prefix (a restarted app in the same process)
 * starts a fresh Core on the same storage instead of reusing this stopped one.
 */
export async function stopUniversalProvider(instance: InstanceType<typeof UniversalProvider>): Promise<void> {
  const { core } = instance.client
  core.heartbeat.stop()
  await core.relayer.transportClose().catch(() => {})
  const key = `_walletConnectCore_${core.opts?.customStoragePrefix ?? ''}`
  const global = globalThis as Record<string, unknown>
  if (global[key] === core) {
    delete global[key]
    delete global[`${key}_count`]
  }
}
