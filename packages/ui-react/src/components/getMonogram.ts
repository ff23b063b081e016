export interface Monogram {
  initials: string
  /** An HSL colour picked from the name, the same on every render and machine. */
  background: string
}

/** FNV-1a: a small, stable string hash. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193)
  }
  return value >>> 0
}

/** Words of a name: split at spaces, dots, dashes and camel humps ('SubWallet' → Sub, Wallet). */
function wordsOf(name: string): string[] {
  return name
    .trim()
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[\s._-]+/)
    .filter(Boolean)
}

/**
 * Two letters that tell wallets apart: the word 'Wallet' after the first word is dropped (it made Brave Wallet and
 * Bitget Wallet both 'BW'); two words give their first letters, one word its first letter and its last consonant
 * ('Leap' LP, 'Leather' LR). No two wallets of the directory drawn with a monogram share one (a test checks).
 */
function initialsOf(name: string): string {
  const words = wordsOf(name).filter((word, index) => index === 0 || word.toLowerCase() !== 'wallet')
  const [first, second] = words
  if (first === undefined) return '?'
  if (second !== undefined) return `${[...first][0]}${[...second][0]}`.toUpperCase()
  const letters = [...first]
  const consonant = letters
    .slice(1)
    .reverse()
    .find((letter) => !/[aeiouy]/i.test(letter))
  return `${letters[0]}${consonant ?? letters[1] ?? ''}`.toUpperCase()
}

/**
 * The generated image of a wallet that gives no icon: up to two white initials on a colour derived from the
 * name, dark enough (lightness 30%) for a contrast of at least 4.5:1 whatever the hue.
 */
export function getMonogram(name: string): Monogram {
  const key = name.trim().toLowerCase()
  return { initials: initialsOf(name), background: `hsl(${hash(key) % 360} 55% 30%)` }
}
