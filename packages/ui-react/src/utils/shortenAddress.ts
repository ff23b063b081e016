/** `0x1234…abcd`: the first `head` and last `tail` characters, or the address itself when it is short. */
export function shortenAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${address.slice(-tail)}`
}
