// Which WalletPort adapter packages have landed: those whose src/index.ts exports a create<Name>Adapter factory.
// `landedAdaptersPlugin` serves `virtual:landed-adapters`, importing every landed adapter other than EVM.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// Namespace of each adapter package and the devnet network (from @walletport/core/networks) it is given.
const localNetworks = {
  solana: { namespace: 'solana', network: 'localSolana' },
  bitcoin: { namespace: 'bip122', network: 'localBitcoin' },
  polkadot: { namespace: 'polkadot', network: 'localPolkadot' },
  cosmos: { namespace: 'cosmos', network: 'localCosmos' },
  evm: { namespace: 'eip155', network: 'localEvm' },
}

export function findLandedAdapters(repo) {
  const packages = join(repo, 'packages')
  const landed = []
  for (const dir of readdirSync(packages).sort()) {
    if (!dir.startsWith('adapter-')) continue
    const index = join(packages, dir, 'src', 'index.ts')
    if (!existsSync(index)) continue
    const match = /\bcreate([A-Z]\w*)Adapter\b/.exec(readFileSync(index, 'utf8'))
    if (!match) continue
    const short = dir.slice('adapter-'.length)
    landed.push({ dir, package: `@walletport/${dir}`, factory: `create${match[1]}Adapter`, ...localNetworks[short] })
  }
  return landed
}

export function landedAdaptersPlugin(repo) {
  const id = 'virtual:landed-adapters'
  return {
    name: 'walletport-bench-landed-adapters',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null
      const others = findLandedAdapters(repo).filter((a) => a.dir !== 'adapter-evm' && a.network)
      const lines = others.map((a, i) => `import { ${a.factory} as f${i} } from '${a.package}'`)
      lines.push(`import { ${others.map((a) => a.network).join(', ') || 'localEvm as _unused'} } from '@walletport/core/networks'`)
      lines.push(`export const landedNetworks = [${others.map((a) => a.network).join(', ')}]`)
      lines.push('/** `connectorsFor(namespace)`: more connector sources (WalletConnect\'s, the embedded wallet\'s) per adapter. */')
      lines.push('export function landedAdapters(connectorsFor = () => []) {')
      lines.push('  const adapters = []')
      lines.push('  const networks = []')
      others.forEach((a, i) => {
        lines.push(`  networks.push(${a.network})`)
        lines.push(`  adapters.push(f${i}({ networks: [${a.network}], connectors: connectorsFor('${a.namespace}') }))`)
      })
      lines.push('  return { adapters, networks }')
      lines.push('}')
      return lines.join('\n')
    },
  }
}
