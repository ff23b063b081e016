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

function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean)
  const [first, second] = words
  if (first === undefined) return '?'
  if (second !== undefined) return `${[...first][0]}${[...second][0]}`.toUpperCase()
  // One word: its first letter and the next capital, so 'MetaMask' gives MM and 'imToken' IT.
  const letters = [...first]
  const capital = letters.slice(1).find((letter) => /\p{Lu}/u.test(letter))
  return `${letters[0]}${capital ?? ''}`.toUpperCase()
}

/**
 * The generated image of a wallet that gives no icon: up to two white initials on a colour derived from the
 * name, dark enough (lightness 30%) for a contrast of at least 4.5:1 whatever the hue.
 */
export function getMonogram(name: string): Monogram {
  const key = name.trim().toLowerCase()
  return { initials: initialsOf(name), background: `hsl(${hash(key) % 360} 55% 30%)` }
}
