import { viemConnector } from '@farcaster/auth-client'
import { Wallet } from 'ethers'
import { evmRpc } from '../evm/evmRpc.js'
import { type EvmNode, startEvmNode } from '../evm/startEvmNode.js'
import { installIdRegistry, registerFid } from './devnetIdRegistry.js'
import {
  addAuthAddress,
  authAddressKey,
  DEVNET_KEY_REGISTRY_RUNTIME_CODE,
  FARCASTER_KEY_REGISTRY_ADDRESS,
  installKeyRegistry,
  readKeyData,
  readTotalKeys,
  removeAuthAddress,
} from './devnetKeyRegistry.js'

describe('DevnetKeyRegistry', () => {
  let node: EvmNode
  let custody: string
  let other: string
  let fid: number
  beforeAll(async () => {
    node = await startEvmNode({ port: 0 })
    await Promise.all([installIdRegistry(node.rpcUrl), installKeyRegistry(node.rpcUrl)])
    custody = node.accounts[0]!.address
    other = node.accounts[1]!.address
    fid = await registerFid(node.rpcUrl, custody)
    await registerFid(node.rpcUrl, other)
  })
  afterAll(() => node?.stop())

  const isValidAuthAddress = (address: string, forFid = fid) =>
    viemConnector({ rpcUrl: node.rpcUrl }).isValidAuthAddress(address as `0x${string}`, BigInt(forFid))

  it('sits at the canonical address; an auth address key is the address ABI-encoded in 32 bytes', async () => {
    expect(await evmRpc(node.rpcUrl, 'eth_getCode', [FARCASTER_KEY_REGISTRY_ADDRESS, 'latest'])).toBe(
      DEVNET_KEY_REGISTRY_RUNTIME_CODE,
    )
    expect(authAddressKey('0x00000000000000000000000000000000000000ab')).toBe(`0x${'0'.repeat(62)}ab`)
  })

  it("add → ADDED (type 2) for the caller's fid only; remove → REMOVED for good; @farcaster/auth-client reads it the same", async () => {
    const authAddress = Wallet.createRandom().address
    const key = authAddressKey(authAddress)
    expect(await readKeyData(node.rpcUrl, fid, key)).toEqual({ state: 'null', keyType: 0 })
    expect(await isValidAuthAddress(authAddress)).toBe(false)

    await addAuthAddress(node.rpcUrl, { custody, authAddress })
    expect(await readKeyData(node.rpcUrl, fid, key)).toEqual({ state: 'added', keyType: 2 })
    expect(await readKeyData(node.rpcUrl, fid + 1, key)).toEqual({ state: 'null', keyType: 0 })
    expect(await readTotalKeys(node.rpcUrl, fid, 'added')).toBe(1)
    expect(await isValidAuthAddress(authAddress)).toBe(true)
    expect(await isValidAuthAddress(authAddress, fid + 1)).toBe(false)
    await expect(addAuthAddress(node.rpcUrl, { custody, authAddress })).rejects.toThrow(
      `adding auth address ${authAddress} for ${custody} reverted`,
    )

    await removeAuthAddress(node.rpcUrl, { custody, authAddress })
    expect(await readKeyData(node.rpcUrl, fid, key)).toEqual({ state: 'removed', keyType: 2 })
    expect(await readTotalKeys(node.rpcUrl, fid, 'added')).toBe(0)
    expect(await readTotalKeys(node.rpcUrl, fid, 'removed')).toBe(1)
    expect(await isValidAuthAddress(authAddress)).toBe(false)
    await expect(addAuthAddress(node.rpcUrl, { custody, authAddress })).rejects.toThrow('reverted')
    await expect(removeAuthAddress(node.rpcUrl, { custody, authAddress })).rejects.toThrow('reverted')
  })

  it('refuses an account that holds no fid, and removing a key of another fid', async () => {
    const stranger = Wallet.createRandom().address
    await expect(
      addAuthAddress(node.rpcUrl, { custody: stranger, authAddress: Wallet.createRandom().address }),
    ).rejects.toThrow(`for ${stranger} reverted`)
    const authAddress = Wallet.createRandom().address
    await addAuthAddress(node.rpcUrl, { custody, authAddress })
    await expect(removeAuthAddress(node.rpcUrl, { custody: other, authAddress })).rejects.toThrow('reverted')
    expect(await readKeyData(node.rpcUrl, fid, authAddressKey(authAddress))).toEqual({
      state: 'added',
      keyType: 2,
    })
  })
})
