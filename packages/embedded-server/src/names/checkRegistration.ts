import { isValidAccountName } from '@walletport/core'
import * as z from 'zod'
import { type CoinTypeNetwork, coinTypeNetwork } from './coinTypeNetwork.js'
import { NameServiceError } from './NameServiceError.js'
import type { StoredName } from './nameStore.js'
import type { NameSignatureVerifier } from './verifiers.js'

export const registrationSchema = z.object({
  name: z.string().max(64),
  address: z.string().min(1).max(128),
  coinType: z.number().int().min(0).max(0xffffffff),
  message: z.string().max(4_096),
  signature: z.string().min(1).max(1_024),
})

const messageSchema = z.object({
  name: z.string(),
  attributes: z.record(z.string(), z.string()),
  timestamp: z.number().int(),
})

export interface RegistrationRules {
  verifiers: Readonly<Record<string, NameSignatureVerifier>>
  coinTypeNetworks?: Readonly<Record<number, CoinTypeNetwork>>
  /** Oldest signed timestamp accepted, in seconds before now. */
  maxAgeSeconds: number
  /** Clock skew accepted for a timestamp ahead of the server's. */
  maxSkewSeconds: number
  now: () => number
}

/**
 * What a registration must hold before it is stored: the name rule (letters, digits, hyphens, at least 4), a signed
 * message `{ name, attributes, timestamp }` naming the same name, a timestamp neither stale nor ahead of the clock, a
 * coin type the service knows and a signature the namespace's verifier accepts for the address. Every refusal is a
 * `NameServiceError` 'Error registering name {name}' with the reason.
 */
export async function checkRegistration(
  body: unknown,
  rules: RegistrationRules,
): Promise<
  StoredName & {
    coinType: number
    message: string
    signature: string
  }
> {
  const parsed = registrationSchema.safeParse(body)
  const name = typeof (body as { name?: unknown })?.name === 'string' ? (body as { name: string }).name : ''
  const refuse = (status: 400 | 401, reason: string) =>
    new NameServiceError({ status, error: `Error registering name ${name}`.trim(), reason })
  if (!parsed.success)
    throw refuse(400, `Invalid registration: ${parsed.error.issues[0]?.message ?? 'Invalid input'}`)
  const registration = parsed.data
  if (!isValidAccountName(registration.name)) {
    throw refuse(400, 'An account name has letters, digits and hyphens only, at least 4 characters')
  }
  let signed: z.infer<typeof messageSchema>
  try {
    signed = messageSchema.parse(JSON.parse(registration.message))
  } catch {
    throw refuse(400, 'The signed message is not { name, attributes, timestamp }')
  }
  if (signed.name !== registration.name) {
    throw refuse(
      400,
      `The signed message names ${JSON.stringify(signed.name)}, not ${JSON.stringify(registration.name)}`,
    )
  }
  const nowSeconds = Math.floor(rules.now() / 1000)
  if (signed.timestamp < nowSeconds - rules.maxAgeSeconds) {
    throw refuse(
      400,
      `The signed message is stale: signed ${nowSeconds - signed.timestamp} s ago, at most ${rules.maxAgeSeconds} s are accepted`,
    )
  }
  if (signed.timestamp > nowSeconds + rules.maxSkewSeconds) {
    throw refuse(400, 'The signed message is dated in the future')
  }
  const network = coinTypeNetwork(registration.coinType, rules.coinTypeNetworks)
  const verify = network && rules.verifiers[network.namespace]
  if (!network || !verify)
    throw refuse(400, `Coin type ${registration.coinType} is not served by this name service`)
  const valid = await verify({
    message: registration.message,
    signature: registration.signature,
    address: registration.address,
  })
  if (!valid) throw refuse(401, `The signature was not made by ${registration.address}`)
  return {
    name: registration.name.toLowerCase(),
    address: registration.address,
    namespace: network.namespace,
    caipNetworkId: network.caipNetworkId,
    attributes: signed.attributes,
    coinType: registration.coinType,
    message: registration.message,
    signature: registration.signature,
  }
}
