import { readFileSync } from 'node:fs'
import { join } from 'node:path'
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

  it('the committed runtime code is what solc makes of DevnetIdRegistry.sol', () => {
    const solc = require('solc') as { compile(input: string): string }
    const output = JSON.parse(
      solc.compile(
        JSON.stringify({
          language: 'Solidity',
          sources: {
            'DevnetIdRegistry.sol': {
              content: readFileSync(join(__dirname, 'DevnetIdRegistry.sol'), 'utf8'),
            },
          },
          settings: {
            optimizer: { enabled: true, runs: 200 },
            evmVersion: 'cancun',
            metadata: { bytecodeHash: 'none', appendCBOR: false },
            outputSelection: { '*': { '*': ['evm.deployedBytecode.object'] } },
          },
        }),
      ),
    ) as { contracts: Record<string, Record<string, { evm: { deployedBytecode: { object: string } } }>> }
    const compiled = output.contracts['DevnetIdRegistry.sol']!.DevnetIdRegistry!.evm.deployedBytecode.object
    expect(`0x${compiled}`).toBe(DEVNET_ID_REGISTRY_RUNTIME_CODE)
  })

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
