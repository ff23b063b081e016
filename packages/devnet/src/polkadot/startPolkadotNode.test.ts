import { getFreePort } from '../utils/getFreePort.js'
import { isPortFree } from '../utils/isPortFree.js'
import { polkadotDevnetGenesisHash, startPolkadotNode } from './startPolkadotNode.js'

describe('startPolkadotNode', () => {
  const saved = process.env.PORT
  afterEach(() => {
    if (saved === undefined) delete process.env.PORT
    else process.env.PORT = saved
  })

  it('listens on its own port when the parent has PORT set (chopsticks reads PORT; it never gets it)', async () => {
    const parentPort = await getFreePort()
    process.env.PORT = String(parentPort)
    const node = await startPolkadotNode({ port: await getFreePort(), startTimeoutMs: 120_000 })
    try {
      expect(await node.rpc('chain_getBlockHash', [0])).toBe(polkadotDevnetGenesisHash)
      expect(await isPortFree(parentPort)).toBe(true)
    } finally {
      await node.stop()
    }
  }, 180_000)
})
