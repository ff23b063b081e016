import { ServerConfigError } from './ServerConfigError.js'

/**
 * The eip155 chains the frame signs for when the operator names none: the spec's list of supported chain ids in the
 * frame (section 9), and 31337, a local Anvil or Hardhat node's, so a development setup needs no setting.
 */
export const DEFAULT_FRAME_CHAIN_IDS: readonly number[] = [
  1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114, 43113,
  324, 280, 100, 8453, 84531, 84532, 7777777, 999, 31337,
]

/** `WALLETPORT_CHAIN_IDS`: comma-separated eip155 chain ids (decimal); unset gives the default list. */
export function readFrameChainIds(text: string | undefined): readonly number[] {
  if (text === undefined) return DEFAULT_FRAME_CHAIN_IDS
  const entries = text.split(',').map((entry) => entry.trim())
  const ids = entries.map(Number)
  const bad = entries.find((entry, index) => !/^[1-9]\d*$/.test(entry) || !Number.isSafeInteger(ids[index]))
  if (bad !== undefined || ids.length === 0)
    throw new ServerConfigError({
      variable: 'WALLETPORT_CHAIN_IDS',
      expected: 'comma-separated eip155 chain ids (positive decimal integers)',
      received: bad ?? text,
    })
  return [...new Set(ids)]
}
