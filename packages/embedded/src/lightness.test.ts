import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

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
        './announce/announceEmbeddedEvmProvider.js',
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

  it('announceEmbeddedEvmProvider imports only the icon, which imports nothing: no frame code', () => {
    const announce = readFileSync(join(__dirname, 'announce/announceEmbeddedEvmProvider.ts'), 'utf8')
    const icon = readFileSync(join(__dirname, 'embeddedWalletIcon.ts'), 'utf8')
    const eager = (text: string) =>
      [...text.matchAll(/^import (?!type )[^']*from '([^']+)'/gm)].map((match) => match[1])
    expect(eager(announce)).toEqual(['../embeddedWalletIcon.js'])
    expect(eager(icon)).toEqual([])
  })

  it('loginData and frameTimings (re-exported constants) import no frame code', () => {
    const relativeImports = (file: string) =>
      [
        ...readFileSync(join(__dirname, file), 'utf8').matchAll(
          /^import (?!type )[^']*from '(\.\.?\/[^']+)'/gm,
        ),
      ].map((match) => join(dirname(file), match[1]!.replace(/\.js$/, '.ts')))
    for (const file of ['auth/loginData.ts', 'frame/frameTimings.ts']) {
      // Only the protocol's constant modules, which import nothing themselves (EMAIL_COOLDOWN_MS, shared with the server).
      for (const imported of relativeImports(file)) {
        expect([file, imported]).toEqual([file, expect.stringMatching(/^protocol\//)])
        expect([imported, relativeImports(imported)]).toEqual([imported, []])
      }
    }
  })
})
