import { deriveEvmAccounts } from '../evm/deriveEvmAccounts.js'
import {
  createFarcasterTestClient,
  type FarcasterTestClient,
  type FarcasterTestUser,
} from './createFarcasterTestClient.js'
import { FARCASTER_ID_REGISTRY_ADDRESS, installIdRegistry, registerFid } from './devnetIdRegistry.js'
import {
  addAuthAddress,
  FARCASTER_KEY_REGISTRY_ADDRESS,
  installKeyRegistry,
  removeAuthAddress,
} from './devnetKeyRegistry.js'
import { type FarcasterRelay, startFarcasterRelay } from './startFarcasterRelay.js'

/**
 * The mnemonic the devnet's Farcaster keys come from (BIP-39's test vector, never funded anywhere real): user i's
 * custody is account i, its auth address account (number of users + i).
 */
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
  keyRegistry: string
  users: FarcasterTestUser[]
  /** A test Farcaster client for a user (default the first). */
  client(username?: string): FarcasterTestClient
  /** Adds `address` as an auth address of the user's fid (a KeyRegistry transaction sent as the custody). */
  addAuthAddress(username: string, address: string): Promise<void>
  /** Removes one of the user's auth addresses for good (the KeyRegistry never adds a removed key again). */
  removeAuthAddress(username: string, address: string): Promise<void>
  stop(): Promise<void>
}

/**
 * Sign In With Farcaster offline: the IdRegistry and KeyRegistry on the given EVM node, the test users registered by
 * their custody keys each with one auth address, and an auth relay on loopback.
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
  await Promise.all([installIdRegistry(rpcUrl), installKeyRegistry(rpcUrl)])
  const count = farcasterTestUsernames.length
  const keys = deriveEvmAccounts(farcasterCustodyMnemonic, count * 2)
  const users: FarcasterTestUser[] = []
  for (const [index, names] of farcasterTestUsernames.entries()) {
    const custody = keys[index]!
    const auth = keys[count + index]!
    users.push({
      fid: await registerFid(rpcUrl, custody.address),
      ...names,
      custody: custody.address,
      custodyPrivateKey: custody.privateKey,
      authAddress: auth.address,
      authAddressPrivateKey: auth.privateKey,
    })
    await addAuthAddress(rpcUrl, { custody: custody.address, authAddress: auth.address })
  }
  const userNamed = (username: string) => {
    const user = users.find((candidate) => candidate.username === username)
    if (!user)
      throw new Error(
        `No devnet Farcaster user '${username}' (have ${users.map((u) => u.username).join(', ')})`,
      )
    return user
  }
  const relay = await startFarcasterRelay({ host, port, authKey })
  return {
    relay,
    rpcUrl,
    idRegistry: FARCASTER_ID_REGISTRY_ADDRESS,
    keyRegistry: FARCASTER_KEY_REGISTRY_ADDRESS,
    users,
    client(username = users[0]!.username) {
      const user = userNamed(username)
      return createFarcasterTestClient({ relayUrl: relay.url, relayAuthKey: relay.authKey, rpcUrl, user })
    },
    addAuthAddress: (username, address) =>
      addAuthAddress(rpcUrl, { custody: userNamed(username).custody, authAddress: address }),
    removeAuthAddress: (username, address) =>
      removeAuthAddress(rpcUrl, { custody: userNamed(username).custody, authAddress: address }),
    stop: relay.stop,
  }
}
