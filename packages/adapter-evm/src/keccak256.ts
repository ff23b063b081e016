// Keccak-256 (the pre-SHA-3 padding Ethereum uses), written for EIP-55 checksums so that address checks stay
// synchronous and keep ethers out of the bundle that opens the modal. 64-bit lanes as bigint: slow, but an
// address is one 40-byte block.

const MASK = (1n << 64n) - 1n
const RATE = 136

function rotate(lane: bigint, by: number): bigint {
  const n = BigInt(by)
  return by === 0 ? lane : ((lane << n) | (lane >> (64n - n))) & MASK
}

/** Round constants from the spec's LFSR (x^8 + x^6 + x^5 + x^4 + 1). */
const ROUND_CONSTANTS: readonly bigint[] = (() => {
  let state = 1
  const bit = () => {
    const out = state & 1
    state = state & 0x80 ? ((state << 1) ^ 0x71) & 0xff : state << 1
    return out
  }
  return Array.from({ length: 24 }, () => {
    let constant = 0n
    for (let j = 0; j < 7; j++) if (bit()) constant |= 1n << BigInt((1 << j) - 1)
    return constant
  })
})()

/** Rotation offset per lane index x + 5y, walked as the spec defines ρ. */
const OFFSETS: readonly number[] = (() => {
  const offsets = new Array<number>(25).fill(0)
  let x = 1
  let y = 0
  for (let t = 0; t < 24; t++) {
    offsets[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64
    ;[x, y] = [y, (2 * x + 3 * y) % 5]
  }
  return offsets
})()

function permute(state: bigint[]): void {
  const c = new Array<bigint>(5)
  const b = new Array<bigint>(25)
  for (const constant of ROUND_CONSTANTS) {
    for (let x = 0; x < 5; x++)
      c[x] = state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotate(c[(x + 1) % 5]!, 1)
      for (let y = 0; y < 25; y += 5) state[x + y] = state[x + y]! ^ d
    }
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++)
        b[y + 5 * ((2 * x + 3 * y) % 5)] = rotate(state[x + 5 * y]!, OFFSETS[x + 5 * y]!)
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++)
        state[x + y] = b[x + y]! ^ (~b[((x + 1) % 5) + y]! & MASK & b[((x + 2) % 5) + y]!)
    }
    state[0] = state[0]! ^ constant
  }
}

/** Keccak-256 of `bytes`, as 32 bytes. */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const blocks = Math.floor(bytes.length / RATE) + 1
  const padded = new Uint8Array(blocks * RATE)
  padded.set(bytes)
  padded[bytes.length] = 0x01
  padded[padded.length - 1]! |= 0x80
  const state = new Array<bigint>(25).fill(0n)
  for (let offset = 0; offset < padded.length; offset += RATE) {
    for (let lane = 0; lane < RATE / 8; lane++) {
      let value = 0n
      for (let i = 7; i >= 0; i--) value = (value << 8n) | BigInt(padded[offset + lane * 8 + i]!)
      state[lane] = state[lane]! ^ value
    }
    permute(state)
  }
  const out = new Uint8Array(32)
  for (let i = 0; i < 32; i++) out[i] = Number((state[i >> 3]! >> BigInt((i & 7) * 8)) & 0xffn)
  return out
}
