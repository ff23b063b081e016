import type { ChainNamespace, EmbeddedWalletUser, WalletPortClient } from '@walletport/core'
import type { EmbeddedAuth } from '../auth/createEmbeddedAuth.js'
import type { FrameUser } from '../protocol/events.js'
import { finishSocialRedirect } from './finishSocialRedirect.js'

/** The spec's user payload (section 3) from the frame's user. */
export function toEmbeddedWalletUser(user: FrameUser): EmbeddedWalletUser {
  return {
    email: user.email,
    address: user.address,
    chainId: user.chainId,
    accounts: user.accounts,
    ...(user.userName !== undefined && { userName: user.userName }),
    smartAccountDeployed: user.smartAccountDeployed,
    preferredAccountType: user.preferredAccountType,
  }
}

/** Where the embedded wallet connects: the active namespace when its AUTH connector serves it, else its first. */
function authTarget(client: WalletPortClient, connectorId: string) {
  const state = client.getState()
  const auth = state.connectors.find((connector) => connector.type === 'AUTH' && connector.id === connectorId)
  if (!auth) return undefined
  const served = auth.chains ?? [auth.chain]
  const namespace: ChainNamespace =
    state.activeChain !== undefined && served.includes(state.activeChain) ? state.activeChain : auth.chain
  return { connectorId: auth.id, namespace }
}

/**
 * Keeps the embedded wallet's account fields true: once it is connected, the user payload and the social
 * provider of its login (none after an email login) come from the frame; and a page that returns from a
 * redirect-mode social login with `result_uri` is finished (spec section 4). Returns the unsubscribe.
 */
export function watchAuthAccount(
  client: WalletPortClient,
  { connectorId, auth }: { connectorId: string; auth(): Promise<EmbeddedAuth> },
): () => void {
  let filledFor: string | undefined
  let stopped = false
  const fill = async (address: string) => {
    try {
      const user = await (await auth()).getUser()
      if (stopped || filledFor !== address) return
      client.setAuthAccount({ user: toEmbeddedWalletUser(user), socialProvider: user.socialProvider })
    } catch {
      if (filledFor === address) filledFor = undefined
    }
  }
  const check = (state: ReturnType<WalletPortClient['getState']>) => {
    const connected = Object.values(state.chains).find(
      (chain) => chain?.connectorId === connectorId && chain.accountState.status === 'connected',
    )
    const address = connected?.accountState.address
    if (!address) {
      filledFor = undefined
      return
    }
    if (filledFor === address) return
    filledFor = address
    void fill(address)
  }
  const unsubscribe = client.subscribe(check)
  check(client.getState())
  if (typeof window !== 'undefined' && window.location.search.includes('result_uri='))
    void finishSocialRedirect({
      client,
      connectSocial: async (uri) => (await auth()).connectSocial(uri),
      async connect() {
        const target = authTarget(client, connectorId)
        if (!target) throw new Error('Expected an AUTH connector to connect, received none')
        await client.connect(target)
      },
    })
  return () => {
    stopped = true
    unsubscribe()
  }
}
