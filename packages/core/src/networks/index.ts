// The `@walletport/core/networks` entry: one constant per network, each a pure call, so bundlers drop the unused
// ones. Facts are the chains' public ones (chain ids, genesis-hash references, explorers). A public chain's
// `rpcUrls.default` is empty: the app names its node (`withRpc`), and a page talks to no host it did not choose.
// The chain's public endpoint is listed as `rpcUrls.public` and used only after `withPublicRpc`. The local devnet
// networks keep their loopback URLs.
import { defineNetwork } from './defineNetwork.js'

export { InvalidNetworkError, RpcUrlNotFoundError } from '../errors/networks.js'
export { type DefineNetworkParameters, defineNetwork } from './defineNetwork.js'
export { type GetRpcUrlParameters, getRpcUrl } from './getRpcUrl.js'
export type { BlockExplorer, NativeCurrency, Network, RpcUrls } from './types.js'
export { withPublicRpc } from './withPublicRpc.js'
export { withRpc } from './withRpc.js'

// eip155: the chain ids the embedded-wallet frame supports.

export const mainnet = /*#__PURE__*/ defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  testnet: false,
})

export const goerli = /*#__PURE__*/ defineNetwork({
  id: 5,
  chainNamespace: 'eip155',
  name: 'Goerli',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://rpc.ankr.com/eth_goerli'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://goerli.etherscan.io' } },
  testnet: true,
})

export const sepolia = /*#__PURE__*/ defineNetwork({
  id: 11155111,
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
})

export const optimism = /*#__PURE__*/ defineNetwork({
  id: 10,
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  testnet: false,
})

export const optimismGoerli = /*#__PURE__*/ defineNetwork({
  id: 420,
  chainNamespace: 'eip155',
  name: 'Optimism Goerli',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://goerli.optimism.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://goerli-optimism.etherscan.io' } },
  testnet: true,
})

export const arbitrum = /*#__PURE__*/ defineNetwork({
  id: 42161,
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  testnet: false,
})

export const arbitrumGoerli = /*#__PURE__*/ defineNetwork({
  id: 421613,
  chainNamespace: 'eip155',
  name: 'Arbitrum Goerli',
  nativeCurrency: { name: 'Arbitrum Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://goerli-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://goerli.arbiscan.io' } },
  testnet: true,
})

export const polygon = /*#__PURE__*/ defineNetwork({
  id: 137,
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  testnet: false,
})

export const polygonMumbai = /*#__PURE__*/ defineNetwork({
  id: 80001,
  chainNamespace: 'eip155',
  name: 'Polygon Mumbai',
  nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://rpc.ankr.com/polygon_mumbai'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://mumbai.polygonscan.com' } },
  testnet: true,
})

export const celo = /*#__PURE__*/ defineNetwork({
  id: 42220,
  chainNamespace: 'eip155',
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celoscan', url: 'https://celoscan.io' } },
  testnet: false,
})

export const aurora = /*#__PURE__*/ defineNetwork({
  id: 1313161554,
  chainNamespace: 'eip155',
  name: 'Aurora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
  testnet: false,
})

export const auroraTestnet = /*#__PURE__*/ defineNetwork({
  id: 1313161555,
  chainNamespace: 'eip155',
  name: 'Aurora Testnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://testnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://testnet.aurorascan.dev' } },
  testnet: true,
})

export const bsc = /*#__PURE__*/ defineNetwork({
  id: 56,
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  testnet: false,
})

export const bscTestnet = /*#__PURE__*/ defineNetwork({
  id: 97,
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain Testnet',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
  testnet: true,
})

export const avalanche = /*#__PURE__*/ defineNetwork({
  id: 43114,
  chainNamespace: 'eip155',
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  testnet: false,
})

export const avalancheFuji = /*#__PURE__*/ defineNetwork({
  id: 43113,
  chainNamespace: 'eip155',
  name: 'Avalanche Fuji',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://api.avax-test.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  testnet: true,
})

export const zksync = /*#__PURE__*/ defineNetwork({
  id: 324,
  chainNamespace: 'eip155',
  name: 'ZKsync Era',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: [] },
    public: { http: ['https://mainnet.era.zksync.io'], webSocket: ['wss://mainnet.era.zksync.io/ws'] },
  },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  testnet: false,
})

export const zksyncGoerli = /*#__PURE__*/ defineNetwork({
  id: 280,
  chainNamespace: 'eip155',
  name: 'ZKsync Era Goerli',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: [] },
    public: { http: ['https://testnet.era.zksync.dev'], webSocket: ['wss://testnet.era.zksync.dev/ws'] },
  },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://goerli.explorer.zksync.io' } },
  testnet: true,
})

export const gnosis = /*#__PURE__*/ defineNetwork({
  id: 100,
  chainNamespace: 'eip155',
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: {
    default: { http: [] },
    public: { http: ['https://rpc.gnosischain.com'], webSocket: ['wss://rpc.gnosischain.com/wss'] },
  },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  testnet: false,
})

export const base = /*#__PURE__*/ defineNetwork({
  id: 8453,
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  testnet: false,
})

export const baseGoerli = /*#__PURE__*/ defineNetwork({
  id: 84531,
  chainNamespace: 'eip155',
  name: 'Base Goerli',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://goerli.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://goerli.basescan.org' } },
  testnet: true,
})

export const baseSepolia = /*#__PURE__*/ defineNetwork({
  id: 84532,
  chainNamespace: 'eip155',
  name: 'Base Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  testnet: true,
})

export const zora = /*#__PURE__*/ defineNetwork({
  id: 7777777,
  chainNamespace: 'eip155',
  name: 'Zora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: [] },
    public: { http: ['https://rpc.zora.energy'], webSocket: ['wss://rpc.zora.energy'] },
  },
  blockExplorers: { default: { name: 'Zora Explorer', url: 'https://explorer.zora.energy' } },
  testnet: false,
})

export const zoraTestnet = /*#__PURE__*/ defineNetwork({
  id: 999,
  chainNamespace: 'eip155',
  name: 'Zora Goerli Testnet',
  nativeCurrency: { name: 'Zora Goerli', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: [] },
    public: { http: ['https://testnet.rpc.zora.energy'], webSocket: ['wss://testnet.rpc.zora.energy'] },
  },
  blockExplorers: { default: { name: 'Zora Explorer', url: 'https://testnet.explorer.zora.energy' } },
  testnet: true,
})

// solana: references are the first 32 base58 characters of each cluster's genesis hash.
export const solana = /*#__PURE__*/ defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: {
    default: { http: [] },
    public: {
      http: ['https://api.mainnet-beta.solana.com'],
      webSocket: ['wss://api.mainnet-beta.solana.com'],
    },
  },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
  testnet: false,
  custom: { cluster: 'mainnet-beta' },
})

export const solanaDevnet = /*#__PURE__*/ defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: {
    default: { http: [] },
    public: { http: ['https://api.devnet.solana.com'], webSocket: ['wss://api.devnet.solana.com'] },
  },
  // Explorer links for non-mainnet clusters need `?cluster=` with `custom.cluster`.
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
  testnet: true,
  custom: { cluster: 'devnet' },
})

export const solanaTestnet = /*#__PURE__*/ defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: {
    default: { http: [] },
    public: { http: ['https://api.testnet.solana.com'], webSocket: ['wss://api.testnet.solana.com'] },
  },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
  testnet: true,
  custom: { cluster: 'testnet' },
})

// polkadot: references are the first 32 hex characters of each relay chain's genesis hash.
export const polkadot = /*#__PURE__*/ defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: {
    default: { http: [] },
    public: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  testnet: false,
  custom: { ss58Format: 0 },
})

export const kusama = /*#__PURE__*/ defineNetwork({
  id: 'b0a8d493285c2df73290dfb7e61f870f',
  chainNamespace: 'polkadot',
  name: 'Kusama',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: {
    default: { http: [] },
    public: { http: ['https://kusama-rpc.polkadot.io'], webSocket: ['wss://kusama-rpc.polkadot.io'] },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://kusama.subscan.io' } },
  testnet: false,
  custom: { ss58Format: 2 },
})

export const westend = /*#__PURE__*/ defineNetwork({
  id: 'e143f23803ac50e8f6f8e62695d1ce9e',
  chainNamespace: 'polkadot',
  name: 'Westend',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls: {
    default: { http: [] },
    public: { http: ['https://westend-rpc.polkadot.io'], webSocket: ['wss://westend-rpc.polkadot.io'] },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://westend.subscan.io' } },
  testnet: true,
  custom: { ss58Format: 42 },
})

export const paseo = /*#__PURE__*/ defineNetwork({
  id: '77afd6190f1554ad45fd0d31aee62aac',
  chainNamespace: 'polkadot',
  name: 'Paseo',
  nativeCurrency: { name: 'Paseo', symbol: 'PAS', decimals: 10 },
  rpcUrls: {
    default: { http: [] },
    public: { http: ['https://rpc.ibp.network/paseo'], webSocket: ['wss://rpc.ibp.network/paseo'] },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://paseo.subscan.io' } },
  testnet: true,
  custom: { ss58Format: 42 },
})

// bip122: references are the first 32 hex characters of each chain's genesis block hash. The http RPC of a
// bitcoin network is an Esplora-compatible REST base, not a JSON-RPC endpoint (so `withRpc(bitcoin, esploraBase)`).
export const bitcoin = /*#__PURE__*/ defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
  testnet: false,
  custom: { bech32Prefix: 'bc' },
})

export const bitcoinTestnet = /*#__PURE__*/ defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  testnet: true,
  custom: { bech32Prefix: 'tb' },
})

export const bitcoinSignet = /*#__PURE__*/ defineNetwork({
  id: '00000008819873e925422c1ff0f99f7c',
  chainNamespace: 'bip122',
  name: 'Bitcoin Signet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://mempool.space/signet/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/signet' } },
  testnet: true,
  custom: { bech32Prefix: 'tb' },
})

/** Regtest only exists on a local node; the URL is the devnet's Esplora-compatible base. */
export const bitcoinRegtest = /*#__PURE__*/ defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
  testnet: true,
  custom: { bech32Prefix: 'bcrt' },
})

// cosmos: references are chain ids; `denom` is the base (smallest) unit the bank module counts in.
export const cosmosHub = /*#__PURE__*/ defineNetwork({
  id: 'cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://cosmos-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
  testnet: false,
  custom: { bech32Prefix: 'cosmos', denom: 'uatom' },
})

export const osmosis = /*#__PURE__*/ defineNetwork({
  id: 'osmosis-1',
  chainNamespace: 'cosmos',
  name: 'Osmosis',
  nativeCurrency: { name: 'Osmosis', symbol: 'OSMO', decimals: 6 },
  rpcUrls: { default: { http: [] }, public: { http: ['https://rpc.osmosis.zone'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis' } },
  testnet: false,
  custom: { bech32Prefix: 'osmo', denom: 'uosmo' },
})

// Local devnets (packages/devnet), reachable on loopback only.
export const localEvm = /*#__PURE__*/ defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'EVM Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['ws://127.0.0.1:8545'] } },
  testnet: true,
})

export const localEvm2 = /*#__PURE__*/ defineNetwork({
  id: 31338,
  chainNamespace: 'eip155',
  name: 'EVM Local 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'], webSocket: ['ws://127.0.0.1:8546'] } },
  testnet: true,
})

/** Signature subscriptions are served on the RPC port + 1, as solana-test-validator does. */
export const localSolana = /*#__PURE__*/ defineNetwork({
  id: 'localnet',
  chainNamespace: 'solana',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
  testnet: true,
  custom: { cluster: 'localnet' },
})

export const localBitcoin = bitcoinRegtest

/**
 * The devnet's chopsticks chain (a Rococo Asset Hub genesis: ROC, 12 decimals, ss58 prefix 2). chopsticks serves
 * any chain it starts from a genesis under the hash 0x4545…45, so that is its reference. WebSocket only.
 */
export const localPolkadot = /*#__PURE__*/ defineNetwork({
  id: '45454545454545454545454545454545',
  chainNamespace: 'polkadot',
  name: 'Polkadot Local',
  nativeCurrency: { name: 'Rococo', symbol: 'ROC', decimals: 12 },
  rpcUrls: { default: { http: [], webSocket: ['ws://127.0.0.1:8000'] } },
  testnet: true,
  custom: { ss58Format: 2 },
})

export const localCosmos = /*#__PURE__*/ defineNetwork({
  id: 'walletport-local',
  chainNamespace: 'cosmos',
  name: 'Cosmos Local',
  nativeCurrency: { name: 'Stake', symbol: 'STAKE', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:26657'] } },
  testnet: true,
  custom: { bech32Prefix: 'cosmos', denom: 'ustake' },
})
