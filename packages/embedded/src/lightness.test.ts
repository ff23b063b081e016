import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const entry = readFileSync(join(__dirname, 'index.ts'), 'utf8')
const wallet = readFileSync(join(__dirname, 'createEmbeddedWallet.ts'), 'utf8')
const watch = readFileSync(join(__dirname, 'watchEmbeddedWallet.ts'), 'utf8')

describe('@walletport/embedded costs nothing until email is chosen', () => {
  it('the entry re-exports only the light modules; everything else is types', () => {
    const runtimeExports = [...entry.matchAll(/^export \{[^}]*\} from '(\.[^']+)'/gm)].map(
      (match) => match[1],
    )
    const typeOnly = [...entry.matchAll(/^export type \{[^}]*\} from '(\.[^']+)'/gm)].map((match) => match[1])
    expect(runtimeExports.sort()).toEqual(
      [
        './auth/loginData.js',
        './createEmbeddedWallet.js',
        './frame/frameTimings.js',
        './watchEmbeddedWallet.js',
      ].sort(),
    )
    expect(typeOnly.length).toBeGreaterThan(0)
  })

  it('createEmbeddedWallet and watchEmbeddedWallet import nothing at run time but core; the frame loads with import()', () => {
    for (const text of [wallet, watch]) {
      const eager = [...text.matchAll(/^import (?!type )[^']*from '([^']+)'/gm)].map((match) => match[1])
      expect(eager.filter((path) => path !== '@walletport/core')).toEqual([])
    }
    expect(wallet).toContain("import('./createEmbeddedRuntime.js')")
  })

  it('loginData and frameTimings (re-exported constants) import no frame code', () => {
    for (const file of ['auth/loginData.ts', 'frame/frameTimings.ts']) {
      const text = readFileSync(join(__dirname, file), 'utf8')
      expect(text).not.toMatch(/^import (?!type )[^']*from '\.\.?\//m)
    }
  })
})
