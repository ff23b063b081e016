import { createRequire } from 'node:module'
import { AbiCoder, encodeBytes32String, Interface } from 'ethers'
import type { EvmAccount } from '../evm/deriveEvmAccounts.js'
import type { SwapTestTokenInfo } from '../uniswap/deployUniswapV2.js'
import { sendFrom } from '../uniswap/sendFrom.js'

const load = createRequire(import.meta.url)

interface HardhatArtifact {
  bytecode: string
  linkReferences: Record<string, Record<string, { start: number; length: number }[]>>
}

/** The creation code of a registry build, with each library it links to at `libraries[name]`. */
function creationCode(path: string, libraries: Record<string, string> = {}): string {
  const { bytecode, linkReferences } = load(path) as HardhatArtifact
  let code = bytecode.slice(2)
  for (const references of Object.values(linkReferences))
    for (const [name, places] of Object.entries(references)) {
      const address = libraries[name]
      if (!address) throw new Error(`${path} links to ${name}, which was not deployed`)
      for (const { start, length } of places)
        code = code.slice(0, start * 2) + address.slice(2).toLowerCase() + code.slice((start + length) * 2)
    }
  return `0x${code}`
}

export interface TestCollection {
  /** The ERC-721 collection: Uniswap V3's NonfungiblePositionManager ('Uniswap V3 Positions NFT-V1', UNI-V3-POS). */
  address: string
  name: string
  symbol: string
  /** The token ids minted to the holder, in order; each token's URI is a data: URI whose image is an SVG data: URI. */
  tokenIds: readonly bigint[]
  holder: string
}

const FEE = 3000
const TICK_RANGES = [
  [-600, 600],
  [-1200, 1200],
] as const
const MAX_DEADLINE = 2n ** 32n
/** Set rather than estimated: a position's mint runs a callback into the token contracts. */
const MINT_GAS = 2_000_000n

const tokenAbi = new Interface(['function approve(address,uint256) returns (bool)'])
const managerAbi = new Interface([
  'function createAndInitializePoolIfNecessary(address,address,uint24,uint160) payable returns (address)',
  'function mint((address,address,uint24,int24,int24,uint256,uint256,uint256,uint256,address,uint256)) payable returns (uint256,uint128,uint256,uint256)',
])

/**
 * A real ERC-721 collection with on-chain metadata, from the registry's compiled builds (no compiler): Uniswap V3's
 * factory, NFTDescriptor, NonfungibleTokenPositionDescriptor and NonfungiblePositionManager (@uniswap/v3-core and
 * v3-periphery), deployed from `deployer`, which pools the two swap test tokens and mints two liquidity positions to
 * `holder`. Each position is an NFT whose `tokenURI` is a `data:application/json;base64` document with a name and an
 * SVG image as a data: URI, so nothing off the machine is needed to show it.
 */
export async function deployTestCollection(
  rpcUrl: string,
  {
    deployer,
    weth,
    tokens,
    holder,
  }: {
    deployer: EvmAccount
    weth: string
    tokens: readonly [SwapTestTokenInfo, SwapTestTokenInfo]
    holder: string
  },
): Promise<TestCollection> {
  const from = deployer.address
  const coder = AbiCoder.defaultAbiCoder()
  const deploy = async (what: string, code: string) => {
    const address = await sendFrom(rpcUrl, what, { from, data: code })
    if (!address) throw new Error(`${what} created no contract`)
    return address.toLowerCase()
  }
  const factory = await deploy(
    'UniswapV3Factory',
    creationCode('@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json'),
  )
  const nftDescriptor = await deploy(
    'NFTDescriptor',
    creationCode('@uniswap/v3-periphery/artifacts/contracts/libraries/NFTDescriptor.sol/NFTDescriptor.json'),
  )
  const descriptor = await deploy(
    'NonfungibleTokenPositionDescriptor',
    creationCode(
      '@uniswap/v3-periphery/artifacts/contracts/NonfungibleTokenPositionDescriptor.sol/NonfungibleTokenPositionDescriptor.json',
      { NFTDescriptor: nftDescriptor },
    ) + coder.encode(['address', 'bytes32'], [weth, encodeBytes32String('ETH')]).slice(2),
  )
  const manager = await deploy(
    'NonfungiblePositionManager',
    creationCode(
      '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
    ) + coder.encode(['address', 'address', 'address'], [factory, weth, descriptor]).slice(2),
  )
  const [token0, token1] = tokens
    .map((token) => token.address)
    .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
  for (const token of tokens)
    await sendFrom(rpcUrl, `approving ${token.symbol} to the position manager`, {
      from,
      to: token.address,
      data: tokenAbi.encodeFunctionData('approve', [manager, 2n ** 256n - 1n]),
    })
  await sendFrom(rpcUrl, 'the Uniswap V3 pool', {
    from,
    to: manager,
    data: managerAbi.encodeFunctionData('createAndInitializePoolIfNecessary', [
      token0,
      token1,
      FEE,
      2n ** 96n,
    ]),
  })
  for (const [tickLower, tickUpper] of TICK_RANGES)
    await sendFrom(rpcUrl, `the position ${tickLower}..${tickUpper}`, {
      from,
      to: manager,
      gas: MINT_GAS,
      data: managerAbi.encodeFunctionData('mint', [
        [token0, token1, FEE, tickLower, tickUpper, 10n ** 6n, 10n ** 6n, 0n, 0n, holder, MAX_DEADLINE],
      ]),
    })
  return {
    address: manager,
    name: 'Uniswap V3 Positions NFT-V1',
    symbol: 'UNI-V3-POS',
    tokenIds: TICK_RANGES.map((_, index) => BigInt(index + 1)),
    holder: holder.toLowerCase(),
  }
}
