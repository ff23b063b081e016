import { execFileSync } from 'node:child_process'
import { DEVNET_TEST_TOKEN, TEST_TOKEN_GRANT } from './evm/deployTestToken.js'
import { evmRpc } from './evm/evmRpc.js'
import { polkadotDevnetGenesisHash } from './polkadot/startPolkadotNode.js'
import { type Devnet, startDevnet } from './startDevnet.js'

const childPids = () =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && Number(line) !== process.pid)

describe('startDevnet', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet()
  }, 120_000)
  afterAll(() => devnet?.stop(), 30_000)

  it('starts two EVM nodes on chains 31337 and 31338 and an indexer following both', async () => {
    const { nodes, indexer, rpcUrls } = devnet.evm
    expect(nodes.map((node) => node.chainId)).toEqual([31337, 31338])
    expect(Number(await evmRpc(rpcUrls[31338]!, 'eth_chainId'))).toBe(31338)
    expect(indexer.chainIds).toEqual([31337, 31338])
    const health = (await (await fetch(indexer.url)).json()) as { chains: number[] }
    expect(health.chains).toEqual([31337, 31338])
  })

  it('deploys the test ERC-20 at the same address on every start and grants the funded accounts 1 000 TST', async () => {
    const { testToken, rpcUrls, accounts } = devnet.evm
    expect(testToken).toBe(DEVNET_TEST_TOKEN)
    const balanceOf = (holder: string) =>
      evmRpc<string>(rpcUrls[31337]!, 'eth_call', [
        { to: testToken, data: `0x70a08231${holder.slice(2).toLowerCase().padStart(64, '0')}` },
        'latest',
      ])
    expect(BigInt(await balanceOf(accounts[0]!.address))).toBe(TEST_TOKEN_GRANT)
    expect(BigInt(await balanceOf(accounts.at(-1)!.address))).toBe(10n ** 12n)
  })

  it('starts the Solana RPC with its WebSocket on the next port and lists it in describe() and info()', async () => {
    const { solana } = devnet
    expect(solana.wsPort).toBe(solana.port + 1)
    const response = await fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
    })
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: 'ok' })
    expect(devnet.describe().join('\n')).toContain(solana.rpcUrl)
    expect(devnet.info().solana).toEqual({
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
      genesisHash: solana.genesisHash,
    })
  })

  it('describes every URL and reports the same in info()', () => {
    const lines = devnet.describe().join('\n')
    for (const node of devnet.evm.nodes) expect(lines).toContain(node.rpcUrl)
    expect(lines).toContain(devnet.evm.indexer.apiUrl)
    expect(devnet.info().evm.indexerUrl).toBe(devnet.evm.indexer.apiUrl)
    expect(devnet.info().evm.chains.map((chain) => chain.rpcUrl)).toEqual(
      devnet.evm.nodes.map((node) => node.rpcUrl),
    )
  })

  it('starts the fixture-backed Cosmos node and describes it as such', async () => {
    const status = (await (await fetch(`${devnet.cosmos.rpcUrl}/status`)).json()) as {
      result: { node_info: { network: string } }
    }
    expect(status.result.node_info.network).toBe('walletport-local')
    expect(devnet.describe().join('\n')).toContain(
      `Cosmos (fixture-backed CometBFT RPC, cosmos:walletport-local): ${devnet.cosmos.rpcUrl}`,
    )
    expect(devnet.info().cosmos).toEqual({
      rpcUrl: devnet.cosmos.rpcUrl,
      chainId: 'walletport-local',
      fixture: true,
    })
  })

  it('starts the WalletConnect relay on loopback and lists it in describe() and info()', async () => {
    const { relay } = devnet
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
    expect(devnet.describe().join('\n')).toContain(`WalletConnect relay (test fixture): ${relay.url}`)
    expect(devnet.info().relay).toEqual({ url: relay.url })
  })

  it('starts the social providers (OpenID Connect and the OAuth 2 shapes) and lists them', async () => {
    const { social } = devnet.info()
    const discovery = (await (
      await fetch(`${social.oidcIssuer}/.well-known/openid-configuration`)
    ).json()) as {
      issuer: string
    }
    expect(discovery.issuer).toBe(social.oidcIssuer)
    expect(devnet.social.serverEnvironment().WALLETPORT_SOCIAL_GITHUB_ISSUER).toBe(
      `${social.oauthUrl}/github`,
    )
    expect(devnet.describe().join('\n')).toContain(`OpenID Connect ${social.oidcIssuer}`)
  })

  it('starts the Farcaster relay, IdRegistry and KeyRegistry (first EVM node) with the test users and lists them', async () => {
    const { farcaster } = devnet.info()
    expect(farcaster).toMatchObject({
      rpcUrl: devnet.evm.nodes[0]!.rpcUrl,
      keyRegistry: '0x00000000Fc1237824fb747aBDE0FF18990E59b7e',
      users: [
        { fid: 1, username: 'alice' },
        { fid: 2, username: 'bob' },
      ],
    })
    expect((await fetch(`${farcaster.relayUrl}/v1/channel/status`)).status).toBe(401)
    expect(devnet.describe().join('\n')).toContain(`Farcaster auth relay: ${farcaster.relayUrl}`)
  })

  it('starts the bcoin regtest node with a funded test wallet and lists its Esplora URL', async () => {
    const { bitcoin } = devnet.info()
    expect(devnet.describe().join('\n')).toContain(
      `Bitcoin regtest (bcoin, Esplora API): ${bitcoin.esploraUrl}`,
    )
    const utxos = (await (
      await fetch(`${bitcoin.esploraUrl}/address/${bitcoin.testWallet.payment}/utxo`)
    ).json()) as unknown[]
    expect(utxos).toHaveLength(10)
    expect(bitcoin.testWallet.payment).toMatch(/^bcrt1q/)
  })

  it('starts chopsticks and its Subscan-compatible indexer and lists both', async () => {
    const polkadot = devnet.polkadot!
    const genesis = await polkadot.rpc<string>('chain_getBlockHash', [0])
    expect(genesis).toBe(polkadotDevnetGenesisHash)
    const lines = devnet.describe().join('\n')
    expect(lines).toContain(
      `Polkadot (chopsticks, Rococo Asset Hub runtime, polkadot:${'45'.repeat(16)}): ${polkadot.wsUrl}`,
    )
    expect(lines).toContain(`Polkadot history (Subscan-compatible): ${polkadot.indexer.apiUrl}`)
    expect(devnet.info().polkadot).toMatchObject({
      wsUrl: polkadot.wsUrl,
      indexerUrl: polkadot.indexer.apiUrl,
      genesisHash: polkadotDevnetGenesisHash,
      caipNetworkId: `polkadot:${'45'.repeat(16)}`,
    })
    expect(devnet.info().polkadot?.accounts[0]).toEqual({
      name: 'Alice',
      address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
      type: 'sr25519',
    })
  })

  it('stops what it started when a later part fails to start', async () => {
    // Polkadot's chopsticks is left out here and below: it starts once per file (the shared devnet above).
    const blocker = await startDevnet({ polkadot: false })
    try {
      const busyPort = blocker.evm.indexer.port
      const before = childPids().length
      await expect(startDevnet({ evm: { indexerPort: busyPort }, polkadot: false })).rejects.toThrow(
        /EADDRINUSE/,
      )
      expect(childPids().length).toBe(before)
    } finally {
      await blocker.stop()
    }
  }, 60_000)

  it('stop() shuts the nodes and the indexer', async () => {
    const other = await startDevnet({ polkadot: false })
    expect(other.polkadot).toBeUndefined()
    expect(other.info().polkadot).toBeUndefined()
    await other.stop()
    await expect(evmRpc(other.evm.nodes[0]!.rpcUrl, 'eth_chainId')).rejects.toThrow()
    await expect(fetch(other.evm.indexer.url)).rejects.toThrow()
  }, 60_000)
})
