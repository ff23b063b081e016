import { evmRpc } from '../evm/evmRpc.js'
import { type EvmNode, startEvmNode } from '../evm/startEvmNode.js'
import {
  DEVNET_ID_REGISTRY_RUNTIME_CODE,
  FARCASTER_ID_REGISTRY_ADDRESS,
  installIdRegistry,
  readFidOf,
  registerFid,
} from './devnetIdRegistry.js'

describe('DevnetIdRegistry', () => {
  let node: EvmNode
  beforeAll(async () => {
    node = await startEvmNode({ port: 0 })
  })
  afterAll(() => node?.stop())

  it('answers idOf(custody) at the canonical address: 0 before, then fids in registration order; registering again keeps the fid', async () => {
    await installIdRegistry(node.rpcUrl)
    expect(await evmRpc(node.rpcUrl, 'eth_getCode', [FARCASTER_ID_REGISTRY_ADDRESS, 'latest'])).toBe(
      DEVNET_ID_REGISTRY_RUNTIME_CODE,
    )
    const [first, second] = node.accounts
    expect(await readFidOf(node.rpcUrl, first!.address)).toBe(0)
    expect(await registerFid(node.rpcUrl, first!.address)).toBe(1)
    expect(await registerFid(node.rpcUrl, second!.address)).toBe(2)
    expect(await registerFid(node.rpcUrl, first!.address)).toBe(1)
    expect(await readFidOf(node.rpcUrl, second!.address)).toBe(2)
  })
})
