import { execFileSync } from 'node:child_process'
import { accountAbstractionAddresses } from './accountAbstraction/accountAbstractionAddresses.js'
import { verifyingPaymasterAddressOf } from './accountAbstraction/deployAccountAbstraction.js'
import { evmRpc } from './evm/evmRpc.js'
import { type Devnet, startDevnet } from './startDevnet.js'

const childPids = () =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && Number(line) !== process.pid)

// Apart from startDevnet.test.ts, without chopsticks: these need only the EVM side.
describe('startDevnet: ERC-4337', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ polkadot: false })
  }, 120_000)
  afterAll(() => devnet?.stop(), 30_000)

  it('deploys ERC-4337 v0.8 and the verifying paymaster at the same addresses on both EVM nodes and lists them', async () => {
    const { entryPoint, simpleAccountFactory, simple7702Account } = accountAbstractionAddresses
    expect(devnet.evm.accountAbstraction).toMatchObject({
      entryPoint,
      simpleAccountFactory,
      simple7702Account,
      verifyingPaymaster: verifyingPaymasterAddressOf(),
    })
    for (const rpcUrl of Object.values(devnet.evm.rpcUrls)) {
      for (const address of [
        entryPoint,
        simpleAccountFactory,
        simple7702Account,
        verifyingPaymasterAddressOf(),
      ]) {
        expect(await evmRpc<string>(rpcUrl, 'eth_getCode', [address, 'latest'])).not.toBe('0x')
      }
    }
    expect(devnet.info().evm.accountAbstraction).toEqual({
      entryPoint,
      simpleAccountFactory,
      simple7702Account,
      verifyingPaymaster: verifyingPaymasterAddressOf(),
      paymasterSigner: devnet.evm.accountAbstraction.paymasterSigner,
    })
    expect(devnet.describe().join('\n')).toContain(`EntryPoint ${entryPoint}`)
    // The bundler is opt-in (alto loads for seconds).
    expect(devnet.bundler).toBeUndefined()
  })

  it('bundler: starts alto against the first EVM node, lists its URL, and stop() leaves no process', async () => {
    const before = childPids().length
    const withBundler = await startDevnet({ polkadot: false, bundler: true })
    try {
      const { bundler } = withBundler
      expect(withBundler.info().evm.accountAbstraction.bundlerUrl).toBe(bundler!.url)
      expect(await evmRpc(bundler!.url, 'eth_supportedEntryPoints')).toEqual([
        accountAbstractionAddresses.entryPoint,
      ])
      expect(Number(await evmRpc(bundler!.url, 'eth_chainId'))).toBe(31337)
      expect(withBundler.describe().join('\n')).toContain(
        `ERC-4337 bundler (alto, chain 31337): ${bundler!.url}`,
      )
    } finally {
      await withBundler.stop()
    }
    expect(() => process.kill(withBundler.bundler!.pid, 0)).toThrow()
    expect(childPids().length).toBe(before)
  }, 180_000)

  it('a busy bundler port fails the start naming the port, and stops what had started', async () => {
    const blocker = await startDevnet({ polkadot: false })
    try {
      const busyPort = blocker.evm.indexer.port
      const before = childPids().length
      await expect(startDevnet({ polkadot: false, bundler: { port: busyPort } })).rejects.toThrow(
        `Port ${busyPort} on 127.0.0.1 is already in use; the ERC-4337 bundler (alto) wants it`,
      )
      expect(childPids().length).toBe(before)
    } finally {
      await blocker.stop()
    }
  }, 60_000)
})
