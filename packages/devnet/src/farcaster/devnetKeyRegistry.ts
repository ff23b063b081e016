import { AbiCoder, Interface } from 'ethers'
import { evmRpc } from '../evm/evmRpc.js'
import { sendAsAccount } from './sendAsAccount.js'

/** Farcaster's KeyRegistry address on Optimism; the devnet puts its registry at the same address. */
export const FARCASTER_KEY_REGISTRY_ADDRESS = '0x00000000Fc1237824fb747aBDE0FF18990E59b7e'

/** The KeyRegistry's key type of an auth address (FIP "auth addresses"); its key is the ABI-encoded address. */
export const FARCASTER_AUTH_ADDRESS_KEY_TYPE = 2

/**
 * Runtime code of DevnetKeyRegistry.sol (solc 0.8.37, optimizer 200 runs, evm cancun, no metadata hash or CBOR);
 * devnetRuntimeCode.test.ts compiles the source again and compares.
 */
export const DEVNET_KEY_REGISTRY_RUNTIME_CODE =
  '0x608060405234801561000f575f5ffd5b5060043610610055575f3560e01c80630aa13b8c1461005957806322b1a4141461008d57806358edef4c146100a25780636840b75e146100b5578063ac34cc5a146100ed575b5f5ffd5b6100706ffc6c5f01fc30151999387bb99a9f489b81565b6040516001600160a01b0390911681526020015b60405180910390f35b6100a061009b3660046104de565b61010d565b005b6100a06100b036600461057f565b610250565b6100df6100c33660046105be565b600160209081525f928352604080842090915290825290205481565b604051908152602001610084565b6101006100fb3660046105ef565b610379565b604051610084919061064b565b5f610116610406565b90508663ffffffff165f0361013e57604051630db732d160e21b815260040160405180910390fd5b5f81815260208190526040808220905161015b9089908990610688565b90815260405190819003602001902090505f815460ff16600281111561018357610183610637565b146101a15760405163baf3f0f760e01b815260040160405180910390fd5b8054600164ffffffffff1990911661010063ffffffff8b160217811782555f838152602082815260408083209383529290529081208054916101e2836106ab565b919050555086866040516101f7929190610688565b60405180910390208863ffffffff16837f7d285df41058466977811345cd453c0c52e8d841ffaabc74fc050f277ad4de028a8a8a8a8a60405161023e9594939291906106eb565b60405180910390a45050505050505050565b5f610259610406565b90505f5f5f8381526020019081526020015f20848460405161027c929190610688565b90815260405190819003602001902090506001815460ff1660028111156102a5576102a5610637565b146102c35760405163baf3f0f760e01b815260040160405180910390fd5b805460ff191660021781555f82815260016020818152604080842092845291905281208054916102f283610726565b90915550505f82815260016020908152604080832060028452909152812080549161031c836106ab565b91905055508383604051610331929190610688565b6040518091039020827f09e77066e0155f46785be12f6938a6b2e4be4381e59058129ce15f355cb96958868660405161036b92919061073b565b60405180910390a350505050565b604080518082019091525f80825260208201525f848152602081905260409081902090516103aa9085908590610688565b908152604080519182900360200182208282019091528054829060ff1660028111156103d8576103d8610637565b60028111156103e9576103e9610637565b81529054610100900463ffffffff16602090910152949350505050565b604051636ca7f41960e11b81523360048201525f906ffc6c5f01fc30151999387bb99a9f489b9063d94fe83290602401602060405180830381865afa158015610451573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104759190610756565b9050805f03610496576040516282b42960e81b815260040160405180910390fd5b90565b5f5f83601f8401126104a9575f5ffd5b50813567ffffffffffffffff8111156104c0575f5ffd5b6020830191508360208285010111156104d7575f5ffd5b9250929050565b5f5f5f5f5f5f608087890312156104f3575f5ffd5b863563ffffffff81168114610506575f5ffd5b9550602087013567ffffffffffffffff811115610521575f5ffd5b61052d89828a01610499565b909650945050604087013560ff81168114610546575f5ffd5b9250606087013567ffffffffffffffff811115610561575f5ffd5b61056d89828a01610499565b979a9699509497509295939492505050565b5f5f60208385031215610590575f5ffd5b823567ffffffffffffffff8111156105a6575f5ffd5b6105b285828601610499565b90969095509350505050565b5f5f604083850312156105cf575f5ffd5b823591506020830135600381106105e4575f5ffd5b809150509250929050565b5f5f5f60408486031215610601575f5ffd5b83359250602084013567ffffffffffffffff81111561061e575f5ffd5b61062a86828701610499565b9497909650939450505050565b634e487b7160e01b5f52602160045260245ffd5b815160408201906003811061066e57634e487b7160e01b5f52602160045260245ffd5b8083525063ffffffff602084015116602083015292915050565b818382375f9101908152919050565b634e487b7160e01b5f52601160045260245ffd5b5f600182016106bc576106bc610697565b5060010190565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b606081525f6106fe6060830187896106c3565b60ff86166020840152828103604084015261071a8185876106c3565b98975050505050505050565b5f8161073457610734610697565b505f190190565b602081525f61074e6020830184866106c3565b949350505050565b5f60208284031215610766575f5ffd5b505191905056'

export type FarcasterKeyState = 'null' | 'added' | 'removed'

const keyStates: readonly FarcasterKeyState[] = ['null', 'added', 'removed']

const registry = new Interface([
  'function keyDataOf(uint256 fid, bytes key) view returns (tuple(uint8 state, uint32 keyType))',
  'function totalKeys(uint256 fid, uint8 state) view returns (uint256)',
  'function add(uint32 keyType, bytes key, uint8 metadataType, bytes metadata)',
  'function remove(bytes key)',
])

/** The key bytes an auth address is registered under: the address ABI-encoded (32 bytes). */
export function authAddressKey(address: string): string {
  return AbiCoder.defaultAbiCoder().encode(['address'], [address])
}

/** Puts the registry's code at FARCASTER_KEY_REGISTRY_ADDRESS (anvil_setCode); its storage starts empty. */
export async function installKeyRegistry(rpcUrl: string): Promise<void> {
  await evmRpc(rpcUrl, 'anvil_setCode', [FARCASTER_KEY_REGISTRY_ADDRESS, DEVNET_KEY_REGISTRY_RUNTIME_CODE])
}

async function call(rpcUrl: string, name: 'keyDataOf' | 'totalKeys', args: unknown[]) {
  const result = await evmRpc<string>(rpcUrl, 'eth_call', [
    { to: FARCASTER_KEY_REGISTRY_ADDRESS, data: registry.encodeFunctionData(name, args) },
    'latest',
  ])
  return registry.decodeFunctionResult(name, result)
}

/** `keyDataOf(fid, key)`: the key's state and type (`null`, type 0 for a key the fid never had). */
export async function readKeyData(
  rpcUrl: string,
  fid: number,
  key: string,
): Promise<{ state: FarcasterKeyState; keyType: number }> {
  const [[state, keyType]] = await call(rpcUrl, 'keyDataOf', [fid, key])
  return { state: keyStates[Number(state)]!, keyType: Number(keyType) }
}

/** `totalKeys(fid, state)`: how many of the fid's keys are added, or removed. */
export async function readTotalKeys(
  rpcUrl: string,
  fid: number,
  state: 'added' | 'removed',
): Promise<number> {
  const [total] = await call(rpcUrl, 'totalKeys', [fid, keyStates.indexOf(state)])
  return Number(total)
}

/** Adds `authAddress` as an auth address of the fid `custody` holds, in a real transaction sent as the custody. */
export async function addAuthAddress(
  rpcUrl: string,
  { custody, authAddress }: { custody: string; authAddress: string },
): Promise<void> {
  await sendAsAccount(rpcUrl, {
    from: custody,
    to: FARCASTER_KEY_REGISTRY_ADDRESS,
    data: registry.encodeFunctionData('add', [
      FARCASTER_AUTH_ADDRESS_KEY_TYPE,
      authAddressKey(authAddress),
      1,
      '0x',
    ]),
    what: `adding auth address ${authAddress} for ${custody}`,
  })
}

/** Removes `authAddress` from the fid `custody` holds, for good (the KeyRegistry never adds a removed key again). */
export async function removeAuthAddress(
  rpcUrl: string,
  { custody, authAddress }: { custody: string; authAddress: string },
): Promise<void> {
  await sendAsAccount(rpcUrl, {
    from: custody,
    to: FARCASTER_KEY_REGISTRY_ADDRESS,
    data: registry.encodeFunctionData('remove', [authAddressKey(authAddress)]),
    what: `removing auth address ${authAddress} for ${custody}`,
  })
}
