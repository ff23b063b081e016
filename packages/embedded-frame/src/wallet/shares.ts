import { combine, split } from 'shamir-secret-sharing'

/** 16 bytes of entropy: a 12-word phrase. */
export const ENTROPY_BYTES = 16

export function generateEntropy(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES))
}

/** Two shares of which both are needed (2-of-2); a new split never combines with shares of another one. */
export async function splitInTwo(secret: Uint8Array): Promise<[Uint8Array, Uint8Array]> {
  const [first, second] = await split(secret, 2, 2)
  if (!first || !second) throw new Error('Shamir split gave fewer than two shares')
  return [first, second]
}

export function combineTwo(first: Uint8Array, second: Uint8Array): Promise<Uint8Array> {
  return combine([first, second])
}
