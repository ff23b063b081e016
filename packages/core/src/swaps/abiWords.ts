import { InvalidSwapResponseError } from './errors.js'

const word = (hex: string) => hex.padStart(64, '0')

/** One ABI word of an address or an unsigned integer. */
export function encodeWord(value: string | bigint | number): string {
  if (typeof value === 'string') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(value)) throw new TypeError(`Expected an 0x address, received ${value}`)
    return word(value.slice(2).toLowerCase())
  }
  const number = BigInt(value)
  if (number < 0n || number >= 2n ** 256n) throw new RangeError(`Expected a uint256, received ${number}`)
  return word(number.toString(16))
}

type AbiArgument = string | bigint | number | readonly string[]

/** Call data of a function whose arguments are addresses, unsigned integers and address arrays. */
export function encodeCall(selector: string, args: readonly AbiArgument[]): string {
  const head: string[] = []
  const tail: string[] = []
  for (const arg of args) {
    if (Array.isArray(arg)) {
      head.push(encodeWord((args.length + tail.length) * 32))
      tail.push(encodeWord(arg.length), ...arg.map(encodeWord))
    } else head.push(encodeWord(arg as string | bigint | number))
  }
  return selector + head.join('') + tail.join('')
}

/** The 32-byte words of an ABI answer; an answer that is not whole words of hex throws naming `call`. */
export function decodeWords(call: string, data: unknown): bigint[] {
  if (typeof data !== 'string' || !/^0x([0-9a-fA-F]{64})*$/.test(data)) {
    throw new InvalidSwapResponseError({ call, received: String(data) })
  }
  const words: bigint[] = []
  for (let at = 2; at < data.length; at += 64) words.push(BigInt(`0x${data.slice(at, at + 64)}`))
  return words
}

/** An address held in the low 20 bytes of a word, lower-case. */
export const wordToAddress = (value: bigint) => `0x${value.toString(16).padStart(40, '0')}`
