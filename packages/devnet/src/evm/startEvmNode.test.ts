import { createServer, type Server } from 'node:net'
import { evmRpc } from './evmRpc.js'
import { type EvmNode, EvmNodeStartError, startEvmNode } from './startEvmNode.js'

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('startEvmNode', () => {
  const nodes: EvmNode[] = []
  afterAll(() => Promise.all(nodes.map((node) => node.stop())))

  it('starts anvil on a free port and answers eth_chainId with the default chain id', async () => {
    const node = await startEvmNode()
    nodes.push(node)
    expect(node.port).toBeGreaterThan(0)
    expect(node.rpcUrl).toBe(`http://127.0.0.1:${node.port}`)
    expect(await evmRpc(node.rpcUrl, 'eth_chainId')).toBe('0x7a69')
  })

  it('runs two nodes side by side with different chain ids', async () => {
    const [a, b] = await Promise.all([startEvmNode({ chainId: 31337 }), startEvmNode({ chainId: 31338 })])
    nodes.push(a, b)
    expect(a.port).not.toBe(b.port)
    expect(Number(await evmRpc(a.rpcUrl, 'eth_chainId'))).toBe(31337)
    expect(Number(await evmRpc(b.rpcUrl, 'eth_chainId'))).toBe(31338)
  })

  it('returns the accounts anvil funds, each with 10000 ETH', async () => {
    const node = nodes[0]!
    const remote = await evmRpc<string[]>(node.rpcUrl, 'eth_accounts')
    expect(node.accounts.map((account) => account.address.toLowerCase())).toEqual(remote)
    expect(
      BigInt(await evmRpc<string>(node.rpcUrl, 'eth_getBalance', [node.accounts[9]!.address, 'latest'])),
    ).toBe(10_000n * 10n ** 18n)
  })

  it('stop() ends the anvil process and frees the port', async () => {
    const node = await startEvmNode()
    expect(isAlive(node.pid)).toBe(true)
    await node.stop()
    expect(isAlive(node.pid)).toBe(false)
    await expect(evmRpc(node.rpcUrl, 'eth_chainId')).rejects.toThrow()
  })

  it('refuses a fixed port that is already in use instead of talking to whatever listens there', async () => {
    const blocker: Server = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const port = (blocker.address() as { port: number }).port
    try {
      await expect(startEvmNode({ port })).rejects.toThrow(
        new EvmNodeStartError(`Port ${port} on 127.0.0.1 is already in use`, ''),
      )
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })

  it('fails with anvil stderr when anvil exits before it is ready', async () => {
    const error = await startEvmNode({ mnemonic: 'not a valid mnemonic' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(EvmNodeStartError)
    expect((error as EvmNodeStartError).message).toMatch(/anvil exited/)
    expect((error as EvmNodeStartError).stderr.length).toBeGreaterThan(0)
  })

  it('fails with a clear error when the binary does not exist', async () => {
    await expect(startEvmNode({ binary: '/nonexistent/anvil' })).rejects.toThrow(/anvil could not be started/)
  })
})
