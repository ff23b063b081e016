import type { viemConnector } from '@farcaster/auth-client'
import { toChecksumAddress } from '../shared/toChecksumAddress.js'

/** Farcaster's registries on Optimism (the devnet puts its own at the same addresses). */
const ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b' as const
const KEY_REGISTRY = '0x00000000Fc1237824fb747aBDE0FF18990E59b7e' as const
const AUTH_ADDRESS_KEY_TYPE = 2
const REMOVED = 2

const selectors = { custodyOf: '65269e47', keyDataOf: 'ac34cc5a' } as const

const word = (value: bigint | string) =>
  (typeof value === 'bigint' ? value.toString(16) : value.slice(2).toLowerCase()).padStart(64, '0')

type Reader = ReturnType<typeof viemConnector>['publicClient']

async function call(publicClient: Reader, to: `0x${string}`, data: `0x${string}`): Promise<string> {
  const result = (await publicClient.request({
    method: 'eth_call',
    params: [{ to, data }, 'latest'],
  })) as string
  if (!/^0x([0-9a-fA-F]{64})+$/.test(result))
    throw new Error(`${to} answered ${result.slice(0, 80)} to an eth_call`)
  return result.slice(2)
}

/** The signer and fid a SIWF message names (EIP-4361: the address on line 2, the fid as a Farcaster resource). */
export function readSignerAndFid(message: string): { signer: `0x${string}`; fid: bigint } | undefined {
  const signer = /^(0x[0-9a-fA-F]{40})$/m.exec(message)?.[1] as `0x${string}` | undefined
  const fid = /^- farcaster:\/\/fid\/(\d+)$/m.exec(message)?.[1]
  return signer && fid ? { signer, fid: BigInt(fid) } : undefined
}

/**
 * Why `signer` may not sign in as `fid`, read from the registries @farcaster/auth-client checked: expected the fid's
 * custody (IdRegistry) or one of its added auth addresses (KeyRegistry, key type 2), and what the signer is instead.
 */
export async function explainFarcasterSigner(
  publicClient: Reader,
  { signer, fid }: { signer: `0x${string}`; fid: bigint },
): Promise<string> {
  const [custodyWord, keyData] = await Promise.all([
    call(publicClient, ID_REGISTRY, `0x${selectors.custodyOf}${word(fid)}`),
    // keyDataOf(fid, bytes key): the key (the signer ABI-encoded, 32 bytes) sits after its offset and length.
    call(
      publicClient,
      KEY_REGISTRY,
      `0x${selectors.keyDataOf}${word(fid)}${word(64n)}${word(32n)}${word(signer)}`,
    ),
  ])
  const custody = toChecksumAddress(custodyWord.slice(24, 64))
  const state = Number.parseInt(keyData.slice(0, 64), 16)
  const keyType = Number.parseInt(keyData.slice(64, 128), 16)
  if (/^0x0{40}$/.test(custody))
    return `Expected a signature for an existing Farcaster account, got one for account ${fid}, which does not exist`
  const expected = `Expected a signature by the custody (${custody}) or an active auth address of Farcaster account ${fid}`
  if (keyType === AUTH_ADDRESS_KEY_TYPE && state === REMOVED)
    return `${expected}, got one by ${signer}, an auth address the account removed`
  return `${expected}, got one by ${signer}, which is neither`
}
