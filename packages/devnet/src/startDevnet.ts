import type { AccountAbstractionDeployment } from './accountAbstraction/deployAccountAbstraction.js'
import { deployAccountAbstraction } from './accountAbstraction/deployAccountAbstraction.js'
import { type Bundler, startBundler } from './accountAbstraction/startBundler.js'
import { defaultBitcoinTestKeys, deriveBitcoinTestAccounts } from './bitcoin/bitcoinTestKeys.js'
import { type BitcoinNode, startBitcoinNode } from './bitcoin/startBitcoinNode.js'
import { type CosmosDevnet, startCosmosDevnet } from './cosmos/startCosmosDevnet.js'
import { deployTestToken } from './evm/deployTestToken.js'
import type { EvmAccount } from './evm/deriveEvmAccounts.js'
import { type EvmIndexer, startEvmIndexer } from './evm/indexer.js'
import { type EvmNode, startEvmNode } from './evm/startEvmNode.js'
import { type FarcasterDevnet, startFarcasterDevnet } from './farcaster/startFarcasterDevnet.js'
import { deployTestCollection, type TestCollection } from './nft/deployTestCollection.js'
import { type SocialProviders, startSocialProviders } from './oauth/startSocialProviders.js'
import { startDevnetOnramps } from './onramp/startDevnetOnramps.js'
import type { OnrampFixture } from './onramp/startOnrampFixture.js'
import { type PolkadotDevnet, startPolkadotDevnet } from './polkadot/startPolkadotDevnet.js'
import { polkadotDevnetChain } from './polkadot/startPolkadotNode.js'
import { type SolanaDevnet, startSolanaDevnet } from './solana/startSolanaDevnet.js'
import { deployUniswapV2, type UniswapV2Deployment } from './uniswap/deployUniswapV2.js'
import { startWalletConnectRelay, type WalletConnectRelay } from './walletconnect/startWalletConnectRelay.js'

/** Ports used by `fixedPorts: true` and the CLI. */
export const devnetPorts = {
  evm: [8545, 8546],
  evmIndexer: 8547,
  solana: 8899,
  solanaWs: 8900,
  relay: 8555,
  cosmos: 26657,
  bitcoinEsplora: 3002,
  polkadot: 8000,
  polkadotIndexer: 8001,
  farcasterRelay: 8560,
  socialOidc: 8561,
  socialOAuth: 8562,
  onramps: [8563, 8564],
  bundler: 4337,
} as const

export const devnetChainIds = { evm: [31337, 31338] } as const

export interface StartDevnetParameters {
  /** Listen on devnetPorts instead of free ports (explicit ports below still win). */
  fixedPorts?: boolean
  host?: string
  evm?: {
    ports?: readonly [number, number]
    chainIds?: readonly [number, number]
    indexerPort?: number
    mnemonic?: string
  }
  /** The Solana RPC port (its WebSocket is port + 1). */
  solana?: { port?: number }
  /** The WalletConnect relay port. */
  relay?: { port?: number }
  /** The fixture-backed Cosmos node (CometBFT RPC) port. */
  cosmos?: { port?: number }
  /** The bcoin regtest node's Esplora REST port, and how often it mines while the mempool is full (default 1 s). */
  bitcoin?: { port?: number; autoMineMs?: number }
  /** The chopsticks node's port (HTTP and WebSocket) and its indexer's; `false` leaves Polkadot out. */
  polkadot?: { port?: number; indexerPort?: number } | false
  /** The two card on-ramp fixtures' ports. */
  onramps?: { ports?: readonly [number, number] }
  /** The Farcaster auth relay's port (its IdRegistry lives on the first EVM node). */
  farcaster?: { port?: number }
  /**
   * The social providers (an OpenID Connect provider for google, apple and facebook; GitHub-, X- and
   * Discord-shaped OAuth 2): ports, and the wallet servers whose `/social/callback/<provider>` they accept
   * (default the playground's, http://localhost:8787).
   */
  social?: { oidcPort?: number; oauthPort?: number; walletServerUrls?: readonly string[] }
  /**
   * The ERC-4337 bundler (alto) against the first EVM node: off by default, since alto takes seconds of CPU to load
   * (the contracts are deployed either way); `true` or `{ port }` starts it, in parallel with the rest.
   */
  bundler?: boolean | { port?: number }
}

export interface DevnetEvm {
  nodes: EvmNode[]
  indexer: EvmIndexer
  /** Funded accounts, the same on every node. */
  accounts: EvmAccount[]
  rpcUrls: Record<number, string>
  /** The test ERC-20 (TST, 6 decimals) on the first node; every funded account but the last holds 1 000 TST. */
  testToken: string
  /** Uniswap V2 (factory, router, WETH) and the ALPHA and BETA tokens pooled on the first node; accounts 0–7 hold 1 000 of each. */
  uniswap: UniswapV2Deployment
  /** An ERC-721 collection on the first node (Uniswap V3 positions, on-chain data: URI images); account 0 holds two. */
  nfts: TestCollection
  /** ERC-4337 v0.8 at its canonical addresses, and the verifying paymaster, on every EVM node (same addresses). */
  accountAbstraction: AccountAbstractionDeployment
}

/** URLs only: what a page or another process needs to reach the devnet. */
export interface DevnetInfo {
  evm: {
    chains: { chainId: number; rpcUrl: string }[]
    indexerUrl: string
    accounts: EvmAccount[]
    /** ERC-4337 addresses (every EVM node) and the bundler's URL when it was started (first EVM node). */
    accountAbstraction: {
      entryPoint: string
      simpleAccountFactory: string
      simple7702Account: string
      verifyingPaymaster: string
      paymasterSigner: string
      bundlerUrl?: string
    }
  }
  solana: { rpcUrl: string; wsUrl: string; genesisHash: string }
  relay: { url: string }
  cosmos: { rpcUrl: string; chainId: string; fixture: true }
  bitcoin: { esploraUrl: string; minerAddress: string; testWallet: { payment: string; ordinals: string } }
  /** Sign In With Farcaster: the relay, its key for Farcaster clients, and the node answering both registries. */
  farcaster: {
    relayUrl: string
    relayAuthKey: string
    rpcUrl: string
    idRegistry: string
    keyRegistry: string
    users: { fid: number; username: string; custody: string; authAddress: string }[]
  }
  /** The social providers' issuers (clients: `Devnet.social.serverEnvironment()`). */
  social: { oidcIssuer: string; oauthUrl: string }
  /** The card on-ramp fixtures (their API and checkout pages). */
  onramps: { id: string; name: string; url: string }[]
  /** Absent when started with `polkadot: false`. */
  polkadot?: {
    wsUrl: string
    indexerUrl: string
    genesisHash: string
    caipNetworkId: string
    accounts: { name: string; address: string; type: string }[]
  }
}

export interface Devnet {
  evm: DevnetEvm
  solana: SolanaDevnet
  /** WalletConnect relay (test fixture) for the dapp and the devnet wallet peer. */
  relay: WalletConnectRelay
  /** Fixture-backed: a CometBFT RPC server over an in-memory ledger, not a Cosmos SDK node. */
  cosmos: CosmosDevnet
  /** bcoin regtest in memory behind an Esplora-compatible REST API; the default test wallet is funded. */
  bitcoin: BitcoinNode
  /** Farcaster auth relay and IdRegistry (on the first EVM node) with test users and their Farcaster clients. */
  farcaster: FarcasterDevnet
  /** The six social providers on loopback, each with scripted users. */
  social: SocialProviders
  /** Two card on-ramps on loopback (test fixtures): a paid checkout funds the address from the devnet. */
  onramps: OnrampFixture[]
  /** chopsticks running a real Substrate runtime, and its Subscan-compatible indexer; absent with `polkadot: false`. */
  polkadot?: PolkadotDevnet
  /** The ERC-4337 bundler (alto) against the first EVM node; only with `bundler` set. */
  bundler?: Bundler
  info(): DevnetInfo
  /** Human-readable lines with every URL. */
  describe(): string[]
  stop(): Promise<void>
}

/** Starts every local chain counterpart; a failure stops what had already started. Chains get one field each. */
export async function startDevnet(parameters: StartDevnetParameters = {}): Promise<Devnet> {
  const stoppers: (() => Promise<void>)[] = []
  const stopAll = async () => {
    await Promise.allSettled(stoppers.splice(0).map((stop) => stop()))
  }
  // chopsticks takes seconds to compile the runtime: it starts first and is awaited last.
  const polkadotStart =
    parameters.polkadot === false
      ? undefined
      : startPolkadotDevnet({
          host: parameters.host,
          port: parameters.polkadot?.port ?? (parameters.fixedPorts ? devnetPorts.polkadot : 0),
          indexerPort:
            parameters.polkadot?.indexerPort ?? (parameters.fixedPorts ? devnetPorts.polkadotIndexer : 0),
        })
  polkadotStart?.catch(() => undefined)
  stoppers.push(async () => {
    await (await polkadotStart?.catch(() => undefined))?.stop()
  })
  try {
    const evm = await startDevnetEvm(parameters, stoppers)
    // alto loads for seconds: it starts now and is awaited last, like chopsticks.
    const bundlerStart = parameters.bundler
      ? startBundler({
          rpcUrl: evm.nodes[0]!.rpcUrl,
          host: parameters.host,
          port:
            (typeof parameters.bundler === 'object' ? parameters.bundler.port : undefined) ??
            (parameters.fixedPorts ? devnetPorts.bundler : 0),
        })
      : undefined
    bundlerStart?.catch(() => undefined)
    stoppers.push(async () => {
      await (await bundlerStart?.catch(() => undefined))?.stop()
    })
    const solana = await startSolanaDevnet({
      host: parameters.host,
      port: parameters.solana?.port ?? (parameters.fixedPorts ? devnetPorts.solana : 0),
    })
    stoppers.push(solana.stop)
    const relay = await startWalletConnectRelay({
      host: parameters.host,
      port: parameters.relay?.port ?? (parameters.fixedPorts ? devnetPorts.relay : 0),
    })
    stoppers.push(relay.stop)
    const cosmos = await startCosmosDevnet({
      host: parameters.host,
      port: parameters.cosmos?.port ?? (parameters.fixedPorts ? devnetPorts.cosmos : 0),
    })
    stoppers.push(cosmos.stop)
    const bitcoin = await startBitcoinNode({
      host: parameters.host,
      port: parameters.bitcoin?.port ?? (parameters.fixedPorts ? devnetPorts.bitcoinEsplora : 0),
      initialBlocks: 0,
      autoMineMs: parameters.bitcoin?.autoMineMs ?? 1_000,
    })
    stoppers.push(bitcoin.stop)
    const farcaster = await startFarcasterDevnet({
      rpcUrl: evm.nodes[0]!.rpcUrl,
      host: parameters.host,
      port: parameters.farcaster?.port ?? (parameters.fixedPorts ? devnetPorts.farcasterRelay : 0),
    })
    stoppers.push(farcaster.stop)
    const social = await startSocialProviders({
      host: parameters.host,
      oidcPort: parameters.social?.oidcPort ?? (parameters.fixedPorts ? devnetPorts.socialOidc : 0),
      oauthPort: parameters.social?.oauthPort ?? (parameters.fixedPorts ? devnetPorts.socialOAuth : 0),
      walletServerUrls: parameters.social?.walletServerUrls ?? ['http://localhost:8787'],
    })
    stoppers.push(social.stop)
    const onramps = await startDevnetOnramps({
      evm: {
        caipNetworkId: `eip155:${evm.nodes[0]!.chainId}`,
        rpcUrl: evm.nodes[0]!.rpcUrl,
        faucet: evm.accounts[9]!,
      },
      solana: { caipNetworkId: 'solana:localnet', rpcUrl: solana.rpcUrl },
      host: parameters.host,
      ports: parameters.onramps?.ports ?? (parameters.fixedPorts ? devnetPorts.onramps : [0, 0]),
    })
    for (const fixture of onramps) stoppers.push(fixture.stop)
    const bitcoinWallet = deriveBitcoinTestAccounts(defaultBitcoinTestKeys, 'Regtest')
    // Ten block rewards for the default test wallet, made spendable by 100 more blocks.
    await bitcoin.mine(10, bitcoinWallet.payment.address)
    await bitcoin.mine(100)
    const polkadot = await polkadotStart
    const bundler = await bundlerStart
    const { entryPoint, simpleAccountFactory, simple7702Account, verifyingPaymaster, paymasterSigner } =
      evm.accountAbstraction
    const info = (): DevnetInfo => ({
      evm: {
        chains: evm.nodes.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
        indexerUrl: evm.indexer.apiUrl,
        accounts: evm.accounts,
        accountAbstraction: {
          entryPoint,
          simpleAccountFactory,
          simple7702Account,
          verifyingPaymaster,
          paymasterSigner,
          ...(bundler && { bundlerUrl: bundler.url }),
        },
      },
      solana: { rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl, genesisHash: solana.genesisHash },
      relay: { url: relay.url },
      cosmos: { rpcUrl: cosmos.rpcUrl, chainId: cosmos.chainId, fixture: true },
      bitcoin: {
        esploraUrl: bitcoin.esploraUrl,
        minerAddress: bitcoin.minerAddress,
        testWallet: { payment: bitcoinWallet.payment.address, ordinals: bitcoinWallet.ordinals.address },
      },
      farcaster: {
        relayUrl: farcaster.relay.url,
        relayAuthKey: farcaster.relay.authKey,
        rpcUrl: farcaster.rpcUrl,
        idRegistry: farcaster.idRegistry,
        keyRegistry: farcaster.keyRegistry,
        users: farcaster.users.map(({ fid, username, custody, authAddress }) => ({
          fid,
          username,
          custody,
          authAddress,
        })),
      },
      social: { oidcIssuer: social.oidcIssuer, oauthUrl: social.oauthUrl },
      onramps: onramps.map(({ id, name, url }) => ({ id, name, url })),
      ...(polkadot && {
        polkadot: {
          wsUrl: polkadot.wsUrl,
          indexerUrl: polkadot.indexer.apiUrl,
          genesisHash: polkadot.genesisHash,
          caipNetworkId: polkadotDevnetChain.caipNetworkId,
          accounts: polkadot.accounts.map(({ name, address, type }) => ({ name, address, type })),
        },
      }),
    })
    return {
      evm,
      solana,
      relay,
      onramps,
      cosmos,
      bitcoin,
      farcaster,
      social,
      ...(polkadot && { polkadot }),
      ...(bundler && { bundler }),
      info,
      describe: () => [
        ...evm.nodes.map((node) => `EVM chain ${node.chainId}: ${node.rpcUrl}`),
        `EVM history (Etherscan-style, chainid=${evm.indexer.chainIds.join('|')}): ${evm.indexer.apiUrl}`,
        `EVM funded account: ${evm.accounts[0]?.address} (key ${evm.accounts[0]?.privateKey})`,
        `EVM test token (TST, 6 decimals, 1 000 per funded account): ${evm.testToken} on chain ${evm.nodes[0]?.chainId}`,
        `EVM NFT collection ${evm.nfts.name} ${evm.nfts.address}: tokens ${evm.nfts.tokenIds.join(', ')} held by ${evm.nfts.holder}`,
        `EVM Uniswap V2 router ${evm.uniswap.router} (factory ${evm.uniswap.factory}, WETH ${evm.uniswap.weth}); pools ALPHA/BETA and ALPHA/WETH: ${evm.uniswap.tokens.map((token) => `${token.symbol} ${token.address}`).join(', ')}`,
        `ERC-4337 v0.8 on every EVM node: EntryPoint ${entryPoint}, SimpleAccountFactory ${simpleAccountFactory}, Simple7702Account ${simple7702Account}, verifying paymaster ${verifyingPaymaster} (signer ${paymasterSigner})`,
        ...(bundler ? [`ERC-4337 bundler (alto, chain ${evm.nodes[0]?.chainId}): ${bundler.url}`] : []),
        ...onramps.map((fixture) => `Card on-ramp (test fixture) ${fixture.name}: ${fixture.url}`),
        `Solana (litesvm, solana:localnet): ${solana.rpcUrl} (PubSub ${solana.wsUrl}); airdrop with requestAirdrop`,
        `WalletConnect relay (test fixture): ${relay.url}`,
        `Cosmos (fixture-backed CometBFT RPC, cosmos:${cosmos.chainId}): ${cosmos.rpcUrl}; funded ${cosmos.accounts[0]?.address}`,
        `Bitcoin regtest (bcoin, Esplora API): ${bitcoin.esploraUrl}; funded test wallet ${bitcoinWallet.payment.address}`,
        `Farcaster auth relay: ${farcaster.relay.url} (relay key ${farcaster.relay.authKey}); IdRegistry ${farcaster.idRegistry} and KeyRegistry ${farcaster.keyRegistry} on ${farcaster.rpcUrl}; users ${farcaster.users.map((user) => `${user.username} (fid ${user.fid})`).join(', ')}`,
        `Social login (scripted users): OpenID Connect ${social.oidcIssuer} (google, apple, facebook); GitHub/X/Discord-shaped OAuth 2 ${social.oauthUrl}`,
        ...(polkadot
          ? [
              `Polkadot (chopsticks, Rococo Asset Hub runtime, ${polkadotDevnetChain.caipNetworkId}): ${polkadot.wsUrl}; funded //Alice…//Ferdie`,
              `Polkadot history (Subscan-compatible): ${polkadot.indexer.apiUrl}`,
            ]
          : []),
      ],
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

async function startDevnetEvm(
  parameters: StartDevnetParameters,
  stoppers: (() => Promise<void>)[],
): Promise<DevnetEvm> {
  const { host, fixedPorts = false } = parameters
  const ports = parameters.evm?.ports ?? (fixedPorts ? devnetPorts.evm : [0, 0])
  const chainIds = parameters.evm?.chainIds ?? devnetChainIds.evm
  const started = await Promise.allSettled(
    chainIds.map((chainId, i) =>
      startEvmNode({ chainId, port: ports[i], host, mnemonic: parameters.evm?.mnemonic }),
    ),
  )
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  for (const node of nodes) stoppers.push(node.stop)
  const failure = started.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
  const indexer = await startEvmIndexer({
    chains: nodes,
    host,
    port: parameters.evm?.indexerPort ?? (fixedPorts ? devnetPorts.evmIndexer : 0),
  })
  stoppers.push(indexer.stop)
  // Its own deployer account: runs beside the deployments below without a nonce race.
  const accountAbstractionDeployed = Promise.all(nodes.map((node) => deployAccountAbstraction(node.rpcUrl)))
  accountAbstractionDeployed.catch(() => undefined)
  const testToken = await deployTestToken(nodes[0]!.rpcUrl, nodes[0]!.accounts)
  const uniswap = await deployUniswapV2(
    nodes[0]!.rpcUrl,
    nodes[0]!.accounts[8]!,
    nodes[0]!.accounts.slice(0, 8),
  )
  const nfts = await deployTestCollection(nodes[0]!.rpcUrl, {
    deployer: nodes[0]!.accounts[8]!,
    weth: uniswap.weth,
    tokens: uniswap.tokens,
    holder: nodes[0]!.accounts[0]!.address,
  })
  const [accountAbstraction] = await accountAbstractionDeployed
  return {
    nodes,
    indexer,
    testToken,
    accountAbstraction: accountAbstraction!,
    uniswap,
    nfts,
    accounts: nodes[0]!.accounts,
    rpcUrls: Object.fromEntries(nodes.map((node) => [node.chainId, node.rpcUrl])),
  }
}
