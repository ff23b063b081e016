import { evmRpc } from '../evm/evmRpc.js'
import { sendAsAccount } from './sendAsAccount.js'

/** Farcaster's IdRegistry address on Optimism; the devnet puts its registry at the same address. */
export const FARCASTER_ID_REGISTRY_ADDRESS = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/**
 * Runtime code of DevnetIdRegistry.sol (solc 0.8.37, optimizer 200 runs, evm cancun, no metadata hash or CBOR);
 * devnetRuntimeCode.test.ts compiles the source again and compares.
 */
export const DEVNET_ID_REGISTRY_RUNTIME_CODE =
  '0x608060405234801561000f575f5ffd5b5060043610610055575f3560e01c80634420e4861461005957806365269e471461007f578063d94fe832146100bf578063eb08ab28146100de578063fa1a1b25146100e6575b5f5ffd5b61006c6100673660046101d1565b61010e565b6040519081526020015b60405180910390f35b6100a761008d3660046101fe565b60026020525f90815260409020546001600160a01b031681565b6040516001600160a01b039091168152602001610076565b61006c6100cd3660046101d1565b60016020525f908152604090205481565b61006c5f5481565b6100a76100f43660046101fe565b60036020525f90815260409020546001600160a01b031681565b335f908152600160205260408120541561013b5760405163f90230a960e01b815260040160405180910390fd5b5f5f815461014890610215565b9182905550335f8181526001602090815260408083208590558483526002825280832080546001600160a01b03199081168617909155600383529281902080546001600160a01b0389169416841790555191825292935083927ff2e19a901b0748d8b08e428d0468896a039ac751ec4fec49b44b7b9c28097e45910160405180910390a3919050565b5f602082840312156101e1575f5ffd5b81356001600160a01b03811681146101f7575f5ffd5b9392505050565b5f6020828403121561020e575f5ffd5b5035919050565b5f6001820161023257634e487b7160e01b5f52601160045260245ffd5b506001019056'

const selectors = { register: '0x4420e486', idOf: '0xd94fe832' } as const

const word = (address: string) => address.slice(2).toLowerCase().padStart(64, '0')

/** Puts the registry's code at FARCASTER_ID_REGISTRY_ADDRESS (anvil_setCode); its storage starts empty. */
export async function installIdRegistry(rpcUrl: string): Promise<void> {
  await evmRpc(rpcUrl, 'anvil_setCode', [FARCASTER_ID_REGISTRY_ADDRESS, DEVNET_ID_REGISTRY_RUNTIME_CODE])
}

/** `idOf(custody)` as a number; 0 when the address holds no fid. */
export async function readFidOf(rpcUrl: string, custody: string): Promise<number> {
  const result = await evmRpc<string>(rpcUrl, 'eth_call', [
    { to: FARCASTER_ID_REGISTRY_ADDRESS, data: `${selectors.idOf}${word(custody)}` },
    'latest',
  ])
  return Number(BigInt(result === '0x' ? 0 : result))
}

/**
 * Registers `custody` as the owner of the next fid, in a real transaction sent as the custody (anvil impersonation,
 * with gas money set first), and resolves with that fid.
 */
export async function registerFid(rpcUrl: string, custody: string): Promise<number> {
  const existing = await readFidOf(rpcUrl, custody)
  if (existing !== 0) return existing
  await sendAsAccount(rpcUrl, {
    from: custody,
    to: FARCASTER_ID_REGISTRY_ADDRESS,
    data: `${selectors.register}${word(custody)}`,
    what: `registering a fid for ${custody}`,
  })
  return readFidOf(rpcUrl, custody)
}
