import type { Database, Logger } from '@walletport/embedded-server'
import { toBeHex, type Wallet } from 'ethers'
import type { PaymasterConfig } from '../config/readPaymasterConfig.js'
import { reserveDailyGas } from '../db/reserveDailyGas.js'
import { checkSponsorshipPolicy } from '../policy/checkSponsorshipPolicy.js'
import { signPaymasterData, stubPaymasterData } from '../signing/paymasterData.js'
import type { PaymasterFields } from '../signing/verifyingPaymasterHash.js'
import { PaymasterRpcError } from './PaymasterRpcError.js'
import { paymasterParamsSchema, type UserOperation } from './userOperationSchema.js'

export interface PaymasterContext {
  config: PaymasterConfig
  db: Database
  signer: Wallet
  logger: Logger
  now: () => number
}

/** ERC-7677 result for a v0.7/v0.8 EntryPoint. */
export interface PaymasterResult {
  paymaster: string
  paymasterData: string
  paymasterVerificationGasLimit: string
  paymasterPostOpGasLimit: string
  sponsor?: { name: string }
  isFinal?: boolean
}

/** Every gas limit of the operation and of this paymaster: the most it can cost, in gas units. */
function gasOf(userOperation: UserOperation, config: PaymasterConfig): bigint {
  return (
    userOperation.callGasLimit +
    userOperation.verificationGasLimit +
    userOperation.preVerificationGas +
    config.paymasterVerificationGasLimit +
    config.paymasterPostOpGasLimit
  )
}

/** `pm_getPaymasterStubData` / `pm_getPaymasterData`; anything else is method-not-found. */
export async function handlePaymasterRequest(
  context: PaymasterContext,
  method: string,
  params: unknown,
  origin: string | undefined,
): Promise<PaymasterResult> {
  if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData')
    throw new PaymasterRpcError('method-not-found', `Method ${method} is not served here`, { method })
  const parsed = paymasterParamsSchema.safeParse(params)
  if (!parsed.success)
    throw new PaymasterRpcError(
      'invalid-params',
      `Expected [userOperation, entryPoint, chainId, context]: ${parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    )
  const [userOperation, entryPoint, chainId] = parsed.data
  const { config } = context
  if (!config.chainIds.includes(Number(chainId)))
    throw new PaymasterRpcError('chain-not-supported', `Chain ${Number(chainId)} is not sponsored here`, {
      chainId: String(Number(chainId)),
    })
  if (entryPoint.toLowerCase() !== config.entryPoint.toLowerCase())
    throw new PaymasterRpcError(
      'entry-point-not-supported',
      `EntryPoint ${entryPoint} is not served here (only ${config.entryPoint})`,
      { entryPoint },
    )
  checkSponsorshipPolicy(config.policy, userOperation, origin)
  const now = context.now()
  const fields: PaymasterFields = {
    paymaster: config.paymaster,
    paymasterVerificationGasLimit: config.paymasterVerificationGasLimit,
    paymasterPostOpGasLimit: config.paymasterPostOpGasLimit,
    validUntil: Math.floor(now / 1000) + config.validitySeconds,
    validAfter: 0,
  }
  const common = {
    paymaster: config.paymaster,
    paymasterVerificationGasLimit: toBeHex(fields.paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: toBeHex(fields.paymasterPostOpGasLimit),
  }
  if (method === 'pm_getPaymasterStubData')
    return {
      ...common,
      paymasterData: stubPaymasterData(fields),
      sponsor: { name: config.sponsorName },
      isFinal: false,
    }

  // Spend is what was signed for (the operation's gas limits): the most the operation can cost the sponsor.
  const gas = gasOf(userOperation, config)
  const total = await context.db.transaction(async (executor) => {
    const reserved = await reserveDailyGas(executor, {
      account: userOperation.sender,
      gas,
      limit: config.policy.dailyGasPerAccount,
      now,
    })
    if (reserved === undefined) return undefined
    await executor.query(
      'insert into sponsorships (account, chain_id, nonce, gas, origin, valid_until, created_at) values ($1, $2, $3, $4, $5, $6, $7)',
      [
        userOperation.sender.toLowerCase(),
        chainId.toString(),
        toBeHex(userOperation.nonce),
        gas.toString(),
        origin ?? null,
        new Date(fields.validUntil * 1000),
        new Date(now),
      ],
    )
    return reserved
  })
  if (total === undefined)
    throw new PaymasterRpcError(
      'daily-gas-budget-exceeded',
      `Account ${userOperation.sender} has used its sponsored gas for today (${config.policy.dailyGasPerAccount} gas a day); this operation needs up to ${gas}`,
      {
        account: userOperation.sender,
        gas: gas.toString(),
        dailyGas: config.policy.dailyGasPerAccount.toString(),
      },
    )
  context.logger.info('sponsored', {
    account: userOperation.sender.toLowerCase(),
    chainId: Number(chainId),
    gas: gas.toString(),
    dayTotal: total.toString(),
  })
  return { ...common, paymasterData: await signPaymasterData(context.signer, userOperation, chainId, fields) }
}
