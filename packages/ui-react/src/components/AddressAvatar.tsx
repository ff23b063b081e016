import { getMonogram } from './getMonogram.js'

/** Two hues from the address (its own hash), the same on every render and machine. */
function hues(address: string): [number, number] {
  const first = Number.parseInt(getMonogram(address).background.match(/\d+/)?.[0] ?? '0', 10)
  return [first, (first + 40 + ((address.length * 7) % 80)) % 360]
}

/** An account without a profile image: a soft two-colour gradient derived from its address (no text to read). */
export function AddressAvatar({ address, alt, size = 72 }: { address: string; alt: string; size?: number }) {
  const [from, to] = hues(address.toLowerCase())
  return (
    <span
      className="wp-wallet-image wp-address-avatar"
      role="img"
      aria-label={alt}
      style={{
        width: size,
        height: size,
        background: `radial-gradient(circle at 30% 25%, hsl(${from} 90% 75%), hsl(${to} 70% 45%) 70%)`,
      }}
    />
  )
}
