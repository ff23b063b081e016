import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type CreateOutsideAppParameters, toolchainVersions } from './createOutsideApp.js'
import { repoDir } from './packTarballs.js'
import { installLineOf, readExample, readInstallLines } from './readmeSections.js'
import { viteAppFiles } from './viteAppFiles.js'

const pick = (versions: Record<string, string>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, versions[name]!]))

/** What `npm create vite` (react-ts) installs: React, and Vite with its React plugin and TypeScript. */
function viteToolchain(): Pick<CreateOutsideAppParameters, 'dependencies' | 'devDependencies'> {
  const versions = toolchainVersions()
  return {
    dependencies: pick(versions, ['react', 'react-dom']),
    devDependencies: pick(versions, [
      '@types/react',
      '@types/react-dom',
      '@vitejs/plugin-react',
      'typescript',
      'vite',
    ]),
  }
}

/** The README's install lines for these WalletPort packages (each line whole, as written). */
function installLinesFor(names: string[]) {
  const lines = readInstallLines()
  return [...new Set(names.map((name) => installLineOf(lines, name)))]
}

/** The README's Example as written (src/App.tsx), with the install lines it needs: core, React UI, EVM. */
export function readmeExampleApp(tarballs: Record<string, string>): CreateOutsideAppParameters {
  return {
    name: 'readme-example',
    files: viteAppFiles({ 'App.tsx': readExample() }),
    install: installLinesFor(['@walletport/core', '@walletport/adapter-evm']),
    tarballs,
    ...viteToolchain(),
  }
}

const evmOnlySource = `import { createEvmAdapter } from '@walletport/adapter-evm'
import { createWalletPort } from '@walletport/core'
import { mainnet, sepolia } from '@walletport/core/networks'
import {
  ConnectButton,
  NetworkButton,
  useAccount,
  useSignMessage,
  WalletPortProvider,
} from '@walletport/ui-react'

const networks = [
  { ...mainnet, rpcUrls: { default: { http: ['https://eth.rpc.example.org'] } } },
  { ...sepolia, rpcUrls: { default: { http: ['https://sepolia.rpc.example.org'] } } },
]
const client = createWalletPort({
  adapters: [createEvmAdapter({ networks })],
  networks,
  metadata: { name: 'EVM only', description: 'One chain family', url: 'https://example.org', icons: [] },
})

function Account() {
  const { address, isConnected } = useAccount()
  const { signMessage, data: signature } = useSignMessage()
  if (!isConnected) return null
  return (
    <section>
      <p>{address}</p>
      <button type="button" onClick={() => signMessage({ message: 'Hello' })}>
        Sign
      </button>
      {signature && <p>{signature}</p>}
    </section>
  )
}

export function App() {
  return (
    <WalletPortProvider client={client}>
      <NetworkButton />
      <ConnectButton />
      <Account />
    </WalletPortProvider>
  )
}
`

/** An EVM-only dapp: two networks of its own nodes, the buttons, account and signing hooks. */
export function evmOnlyApp(tarballs: Record<string, string>): CreateOutsideAppParameters {
  return {
    name: 'evm-only',
    files: viteAppFiles({ 'App.tsx': evmOnlySource }),
    install: installLinesFor(['@walletport/core', '@walletport/adapter-evm']),
    tarballs,
    ...viteToolchain(),
  }
}

const everyChainClient = `import { createBitcoinAdapter } from '@walletport/adapter-bitcoin'
import { createCosmosAdapter } from '@walletport/adapter-cosmos'
import { createEvmAdapter } from '@walletport/adapter-evm'
import { createPolkadotAdapter } from '@walletport/adapter-polkadot'
import { createSolanaAdapter } from '@walletport/adapter-solana'
import { createWalletPort } from '@walletport/core'
import { createEmbeddedWallet, watchEmbeddedWallet } from '@walletport/embedded'
import { createWalletConnectConnector, watchWalletConnect } from '@walletport/walletconnect'
import { bitcoin, cosmos, evm, polkadot, solana } from './networks.js'

const networks = [evm, solana, polkadot, bitcoin, cosmos]
const metadata = { name: 'Every chain', description: 'Five chains, WalletConnect, e-mail', url: location.origin, icons: [] }
const walletConnect = createWalletConnectConnector({ networks, metadata })
const embedded = createEmbeddedWallet({ frameUrl: 'http://127.0.0.1:8787', networks, metadata })

export const client = createWalletPort({
  adapters: [
    createEvmAdapter({
      networks: [evm],
      connectors: [walletConnect.forNamespace('eip155'), embedded.forNamespace('eip155')],
    }),
    createSolanaAdapter({
      networks: [solana],
      connectors: [walletConnect.forNamespace('solana'), embedded.forNamespace('solana')],
    }),
    createPolkadotAdapter({
      networks: [polkadot],
      appName: 'Every chain',
      connectors: [walletConnect.forNamespace('polkadot')],
    }),
    createBitcoinAdapter({ networks: [bitcoin], connectors: [walletConnect.forNamespace('bip122')] }),
    createCosmosAdapter({ networks: [cosmos], connectors: [walletConnect.forNamespace('cosmos')] }),
  ],
  networks,
  metadata,
  endpoints: { relay: 'ws://127.0.0.1:5555' },
  features: { email: true },
})
watchWalletConnect(client, walletConnect)
watchEmbeddedWallet(client, embedded)
`

/** The README lines an app on every chain runs: all but the Node server's and wagmi's. */
const everyChainPackages = [
  '@walletport/core',
  '@walletport/adapter-evm',
  '@walletport/adapter-solana',
  '@walletport/adapter-polkadot',
  '@walletport/adapter-bitcoin',
  '@walletport/adapter-cosmos',
  '@walletport/walletconnect',
  '@walletport/embedded',
]

/**
 * examples/vite-react's page (App, networks: the five chains) with a client that also has WalletConnect for every
 * namespace and the embedded e-mail wallet.
 */
export function everyChainApp(tarballs: Record<string, string>): CreateOutsideAppParameters {
  const example = join(repoDir, 'examples', 'vite-react', 'src')
  const src = Object.fromEntries(
    readdirSync(example).map((file) => [file, readFileSync(join(example, file), 'utf8')]),
  )
  return {
    name: 'every-chain',
    files: viteAppFiles({ ...src, 'walletport.ts': everyChainClient }),
    install: installLinesFor(everyChainPackages),
    tarballs,
    ...viteToolchain(),
  }
}

/** examples/nextjs (App Router, server rendering) as an outside app: its src, next.config and tsconfig. */
export function nextjsApp(tarballs: Record<string, string>): CreateOutsideAppParameters {
  const example = join(repoDir, 'examples', 'nextjs')
  const walk = (folder: string): string[] =>
    readdirSync(join(example, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(`${folder}/${entry.name}`) : [`${folder}/${entry.name}`],
    )
  const files = Object.fromEntries(
    [...walk('src'), 'next.config.mjs'].map((path) => [path, readFileSync(join(example, path), 'utf8')]),
  )
  // next build type-checks with the recipe's tsconfig (Next's own .d.ts fail under skipLibCheck: false: URLPattern
  // needs a newer DOM lib); tsconfig.strict.json is the same with skipLibCheck: false, for tsc.
  const strict = { extends: './tsconfig.json', compilerOptions: { skipLibCheck: false } }
  const versions = toolchainVersions()
  return {
    name: 'nextjs',
    files: {
      ...files,
      'tsconfig.json': readFileSync(join(example, 'tsconfig.json'), 'utf8'),
      'tsconfig.strict.json': `${JSON.stringify(strict, null, 2)}\n`,
    },
    install: installLinesFor(['@walletport/core', '@walletport/adapter-evm']),
    tarballs,
    dependencies: pick(versions, ['next', 'react', 'react-dom']),
    devDependencies: pick(versions, ['@types/react', '@types/react-dom', 'typescript']),
  }
}
