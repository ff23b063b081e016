import type { SponsorshipPolicy } from '../config/readPaymasterConfig.js'
import { PaymasterRpcError } from '../rpc/PaymasterRpcError.js'
import type { UserOperation } from '../rpc/userOperationSchema.js'
import { decodeAccountCalls } from './decodeAccountCalls.js'

/**
 * The operator's rules that need no database: who asks (origin), how the account is deployed (factory) and what it
 * calls (targets and selectors). Throws PaymasterRpcError with the first rule broken; the budget is checked apart.
 */
export function checkSponsorshipPolicy(
  policy: SponsorshipPolicy,
  userOperation: UserOperation,
  origin: string | undefined,
): void {
  if (policy.allowedOrigins !== '*' && (origin === undefined || !policy.allowedOrigins.includes(origin)))
    throw new PaymasterRpcError(
      'origin-not-allowed',
      `This paymaster does not sponsor requests from ${origin ?? 'a caller without an Origin'}`,
      { origin: origin ?? '' },
    )
  const factory = userOperation.factory
  if (
    factory &&
    factory !== '0x7702' &&
    !policy.allowedFactories.some((allowed) => allowed.toLowerCase() === factory.toLowerCase())
  )
    throw new PaymasterRpcError(
      'factory-not-allowed',
      `Accounts made by factory ${factory} are not sponsored`,
      {
        factory,
      },
    )
  const calls = decodeAccountCalls(userOperation.callData)
  if (calls === undefined)
    throw new PaymasterRpcError(
      'call-not-decodable',
      'The operation’s callData is not an execute or executeBatch call this paymaster can check',
    )
  for (const call of calls) {
    const rule = policy.allowedCalls.find(
      (allowed) => allowed.target.toLowerCase() === call.target.toLowerCase(),
    )
    if (rule === undefined)
      throw new PaymasterRpcError('target-not-allowed', `Calls to ${call.target} are not sponsored`, {
        target: call.target,
      })
    if (rule.selectors !== '*' && !rule.selectors.includes(call.selector))
      throw new PaymasterRpcError(
        'selector-not-allowed',
        `Calling ${call.selector === '0x' ? 'with no data' : `function ${call.selector}`} on ${call.target} is not sponsored`,
        { target: call.target, selector: call.selector },
      )
  }
}
