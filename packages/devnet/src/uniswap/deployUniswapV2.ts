import { createRequire } from 'node:module'
import { AbiCoder, getCreateAddress, Interface } from 'ethers'
import type { EvmAccount } from '../evm/deriveEvmAccounts.js'
import { sendFrom } from './sendFrom.js'
import { SWAP_TEST_TOKEN_CREATION_CODE } from './swapTestTokenCode.js'

const load = createRequire(import.meta.url)

interface Artifact {
  bytecode: string
}

const artifact = (path: string): string => {
  const { bytecode } = load(path) as Artifact
  return bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`
}

export interface SwapTestTokenInfo {
  address: string
  name: string
  symbol: string
  decimals: number
}

export interface UniswapV2Deployment {
  factory: string
  router: string
  weth: string
  /** ALPHA (18 decimals) and BETA (6 decimals), pooled with each other and with WETH. */
  tokens: readonly [SwapTestTokenInfo, SwapTestTokenInfo]
  /** Every funded account but the deployer holds this many whole tokens of each. */
  grant: bigint
}

/** The tokens `deployUniswapV2` creates, in order. */
export const SWAP_TEST_TOKENS = [
  { name: 'Devnet Alpha', symbol: 'ALPHA', decimals: 18 },
  { name: 'Devnet Beta', symbol: 'BETA', decimals: 6 },
] as const

/** Whole tokens (and ETH) in each pool: ALPHA/BETA 100 000 : 200 000 (1 ALPHA ≈ 2 BETA), ALPHA/WETH 100 000 : 100. */
const POOLS = { alphaBeta: [100_000n, 200_000n], alphaWeth: [100_000n, 100n] } as const
const SWAP_TOKEN_GRANT = 1_000n
const SUPPLY = 10_000_000n
const MAX_DEADLINE = 2n ** 32n

const tokenAbi = new Interface([
  'function approve(address,uint256) returns (bool)',
  'function transfer(address,uint256) returns (bool)',
])
const routerAbi = new Interface([
  'function addLiquidity(address,address,uint256,uint256,uint256,uint256,address,uint256) returns (uint256,uint256,uint256)',
  'function addLiquidityETH(address,uint256,uint256,uint256,address,uint256) payable returns (uint256,uint256,uint256)',
])

/**
 * Where `deployUniswapV2` puts its contracts when `deployer` has sent nothing before on that node: the addresses
 * follow from its nonces (WETH 0, factory 1, router 2, ALPHA 3, BETA 4).
 */
export function uniswapV2AddressesOf(deployer: string): Omit<UniswapV2Deployment, 'grant'> {
  const at = (nonce: number) => getCreateAddress({ from: deployer, nonce }).toLowerCase()
  return {
    weth: at(0),
    factory: at(1),
    router: at(2),
    tokens: [
      { address: at(3), ...SWAP_TEST_TOKENS[0] },
      { address: at(4), ...SWAP_TEST_TOKENS[1] },
    ],
  }
}

/**
 * Deploys the real Uniswap V2 contracts (the registry's @uniswap/v2-core and v2-periphery builds: WETH9, factory,
 * Router02, whose pair init-code hash is mainnet's) and two test ERC-20s from `deployer`, pools ALPHA/BETA and
 * ALPHA/WETH, and gives each of `holders` 1 000 ALPHA and 1 000 BETA.
 */
export async function deployUniswapV2(
  rpcUrl: string,
  deployer: EvmAccount,
  holders: readonly EvmAccount[],
): Promise<UniswapV2Deployment> {
  const from = deployer.address
  const coder = AbiCoder.defaultAbiCoder()
  const expected = uniswapV2AddressesOf(from)
  const deploy = async (what: string, code: string, args = '0x') => {
    const address = await sendFrom(rpcUrl, what, { from, data: code + args.slice(2) })
    if (!address) throw new Error(`${what} created no contract`)
    return address.toLowerCase()
  }
  const weth = await deploy('WETH9', artifact('@uniswap/v2-periphery/build/WETH9.json'))
  const factory = await deploy(
    'UniswapV2Factory',
    artifact('@uniswap/v2-core/build/UniswapV2Factory.json'),
    coder.encode(['address'], [from]),
  )
  const router = await deploy(
    'UniswapV2Router02',
    artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    coder.encode(['address', 'address'], [factory, weth]),
  )
  const units = (whole: bigint, decimals: number) => whole * 10n ** BigInt(decimals)
  const tokens: SwapTestTokenInfo[] = []
  for (const token of SWAP_TEST_TOKENS) {
    const address = await deploy(
      `the ${token.symbol} token`,
      SWAP_TEST_TOKEN_CREATION_CODE,
      coder.encode(
        ['string', 'string', 'uint8', 'uint256'],
        [token.name, token.symbol, token.decimals, units(SUPPLY, token.decimals)],
      ),
    )
    tokens.push({ address, ...token })
  }
  const [alpha, beta] = tokens as [SwapTestTokenInfo, SwapTestTokenInfo]
  if (router !== expected.router || alpha.address !== expected.tokens[0].address) {
    throw new Error(`Uniswap V2 landed off its expected addresses: ${from} had sent transactions before`)
  }
  for (const token of tokens) {
    await sendFrom(rpcUrl, `approving ${token.symbol} to the router`, {
      from,
      to: token.address,
      data: tokenAbi.encodeFunctionData('approve', [router, 2n ** 256n - 1n]),
    })
  }
  await sendFrom(rpcUrl, 'the ALPHA/BETA pool', {
    from,
    to: router,
    data: routerAbi.encodeFunctionData('addLiquidity', [
      alpha.address,
      beta.address,
      units(POOLS.alphaBeta[0], alpha.decimals),
      units(POOLS.alphaBeta[1], beta.decimals),
      0n,
      0n,
      from,
      MAX_DEADLINE,
    ]),
  })
  await sendFrom(rpcUrl, 'the ALPHA/WETH pool', {
    from,
    to: router,
    value: units(POOLS.alphaWeth[1], 18),
    data: routerAbi.encodeFunctionData('addLiquidityETH', [
      alpha.address,
      units(POOLS.alphaWeth[0], alpha.decimals),
      0n,
      0n,
      from,
      MAX_DEADLINE,
    ]),
  })
  for (const holder of holders) {
    for (const token of tokens) {
      await sendFrom(rpcUrl, `granting ${token.symbol}`, {
        from,
        to: token.address,
        data: tokenAbi.encodeFunctionData('transfer', [
          holder.address,
          units(SWAP_TOKEN_GRANT, token.decimals),
        ]),
      })
    }
  }
  return { factory, router, weth, tokens: [alpha, beta], grant: SWAP_TOKEN_GRANT }
}
