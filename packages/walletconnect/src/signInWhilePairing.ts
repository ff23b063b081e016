import { type ChainNamespace, SiwxInitializationError, type WalletPortClient } from '@walletport/core'
import { canUseOneClickAuth } from './canUseOneClickAuth.js'
import type { WalletConnectConnector } from './types.js'

/**
 * One-click auth: with SIWX on (and its `createRequest`), no session yet and only eip155 networks requested,
 * pairs through `walletConnect.authenticate` (the sign-in request rides in the session proposal) and keeps the
 * wallet's signed sign-in with `siwx.addSession`, so the sign-in check that follows connecting finds it and does
 * not prompt. Resolves true when a sign-in was kept; false when one-click auth does not apply, the wallet only
 * approved the session, or the sign-in does not answer this request or `addSession` refuses it (then SIWX asks
 * after connecting, as without one-click auth).
 */
export async function signInWhilePairing(
  client: WalletPortClient,
  walletConnect: WalletConnectConnector,
  namespaces: readonly ChainNamespace[],
): Promise<boolean> {
  const siwx = client.options.siwx
  if (!siwx?.createRequest || walletConnect.getSession()) return false
  const networks = client.options.networks.filter((network) => namespaces.includes(network.chainNamespace))
  if (!canUseOneClickAuth(networks.map((network) => network.caipNetworkId))) return false

  const active = client.getState().chains.eip155?.networkState.caipNetwork
  const first = networks.find((network) => network.caipNetworkId === active?.caipNetworkId) ?? networks[0]!
  let request: Awaited<ReturnType<NonNullable<typeof siwx.createRequest>>>
  try {
    request = await siwx.createRequest({ chainId: first.caipNetworkId })
  } catch (cause) {
    throw new SiwxInitializationError({ cause })
  }
  const { signIns } = await walletConnect.authenticate({
    request,
    chains: networks.map((network) => network.caipNetworkId),
  })
  const answers = signIns.filter(
    ({ data }) => data.nonce === request.nonce && data.domain === request.domain && data.uri === request.uri,
  )
  const signIn = answers.find(({ data }) => data.chainId === request.chainId) ?? answers[0]
  if (!signIn) return false
  try {
    await siwx.addSession(signIn)
    return true
  } catch (error) {
    console.warn('WalletPort: the one-click sign-in was not accepted; signing in after connecting', error)
    return false
  }
}
