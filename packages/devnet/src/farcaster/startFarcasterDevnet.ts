import { deriveEvmAccounts } from '../evm/deriveEvmAccounts.js'
import {
  createFarcasterTestClient,
  type FarcasterTestClient,
  type FarcasterTestUser,
} from './createFarcasterTestClient.js'
import { FARCASTER_ID_REGISTRY_ADDRESS, installIdRegistry, registerFid } from './devnetIdRegistry.js'
import { type FarcasterRelay, startFarcasterRelay } from './startFarcasterRelay.js'

/** The mnemonic the devnet's Farcaster custody keys come from (BIP-39's test vector, never funded anywhere real). */
export const farcasterCustodyMnemonic =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

/** The devnet's Farcaster users, registered in this order (fid 1, 2, …). */
export const farcasterTestUsernames = [
  { username: 'alice', displayName: 'Alice Devnet' },
  { username: 'bob', displayName: 'Bob Devnet' },
] as const

export interface FarcasterDevnet {
  relay: FarcasterRelay
  /** The EVM node the IdRegistry lives on (what a server resolves fids with). */
  rpcUrl: string
  idRegistry: string
  users: FarcasterTestUser[]
  /** A test Farcaster client for a user (default the first). */
  client(username?: string): FarcasterTestClient
  stop(): Promise<void>
}

/**
 * Sign In With Farcaster offline: the IdRegistry on the given EVM node with the test users registered by their
 * custody keys, and an auth relay on loopback.
 */
export async function startFarcasterDevnet({
  rpcUrl,
  host,
  port = 0,
  authKey,
}: {
  rpcUrl: string
  host?: string
  port?: number
  authKey?: string
}): Promise<FarcasterDevnet> {
  await installIdRegistry(rpcUrl)
  const keys = deriveEvmAccounts(farcasterCustodyMnemonic, farcasterTestUsernames.length)
  const users: FarcasterTestUser[] = []
  for (const [index, names] of farcasterTestUsernames.entries()) {
    const key = keys[index]!
    users.push({
      fid: await registerFid(rpcUrl, key.address),
      ...names,
      custody: key.address,
      custodyPrivateKey: key.privateKey,
    })
  }
  const relay = await startFarcasterRelay({ host, port, authKey })
  return {
    relay,
    rpcUrl,
    idRegistry: FARCASTER_ID_REGISTRY_ADDRESS,
    users,
    client(username = users[0]!.username) {
      const user = users.find((candidate) => candidate.username === username)
      if (!user)
        throw new Error(
          `No devnet Farcaster user '${username}' (have ${users.map((u) => u.username).join(', ')})`,
        )
      return createFarcasterTestClient({ relayUrl: relay.url, relayAuthKey: relay.authKey, rpcUrl, user })
    },
    stop: relay.stop,
  }
}
