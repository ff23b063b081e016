import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The package's own source files (tests and test helpers left out). */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path)
    return /(?<!\.test)\.ts$/.test(name) ? [path] : []
  })
}

const files = sourceFiles(__dirname).map((path) => ({ path, text: readFileSync(path, 'utf8') }))

describe('@walletport/walletconnect stays light', () => {
  it('loads no Solana library: the Solana wallet only borrows Wallet Standard types', () => {
    const runtime = files.filter(({ text }) =>
      /^import (?!type )[^']*from '(@solana|@wallet-standard)\//m.test(text),
    )
    expect(runtime.map(({ path }) => path)).toEqual([])
    expect(files.some(({ text }) => text.includes("from '@solana/wallet-standard-features'"))).toBe(true)
  })

  it('imports the WalletConnect SDK only with import(), when first used', () => {
    const eager = files.filter(({ text }) => /^import (?!type )[^']*from '@walletconnect\//m.test(text))
    expect(eager.map(({ path }) => path)).toEqual([])
    expect(files.some(({ text }) => text.includes("await import('@walletconnect/universal-provider')"))).toBe(
      true,
    )
  })

  it("loads each chain's facade (Solana, Cosmos, Bitcoin) with import(), when an adapter first asks for it", () => {
    const connector = files.find(({ path }) => path.endsWith('createWalletConnectConnector.ts'))!
    expect(connector.text).not.toMatch(/^import (?!type )[^']*from '\.\/(solana|cosmos|bip122|polkadot)\//m)
    for (const folder of ['solana', 'cosmos', 'bip122', 'polkadot']) {
      expect(connector.text).toContain(`await import('./${folder}/`)
    }
  })

  it("keeps the pairing's code and the provider's start out of what an app loads at start: the connector and the view watcher import() them", () => {
    const text = (name: string) => files.find(({ path }) => path.endsWith(`/${name}`))?.text ?? ''
    for (const name of ['createWalletConnectConnector.ts', 'watchWalletConnect.ts']) {
      expect({
        name,
        eager: /^import (?!type )[^']*from '\.\/(pairOnce|connectWalletConnect)\.js'/m.test(text(name)),
      }).toEqual({
        name,
        eager: false,
      })
    }
    expect(text('createWalletConnectConnector.ts')).toContain("await import('./pairOnce.js')")
    expect(text('createWalletConnectConnector.ts')).not.toMatch(
      /^import (?!type )[^']*from '\.\/startUniversalProvider\.js'/m,
    )
    expect(text('createWalletConnectConnector.ts')).toContain("await import('./startUniversalProvider.js')")
    expect(text('watchWalletConnect.ts')).toContain("import('./connectWalletConnect.js')")
  })
})
