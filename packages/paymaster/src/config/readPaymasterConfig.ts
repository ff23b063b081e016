import { ServerConfigError } from '@walletport/embedded-server'
import { getAddress, isHexString, Wallet } from 'ethers'
import { type CallRule, parseCallRules } from '../policy/parseCallRules.js'

export type Environment = Readonly<Record<string, string | undefined>>
export type LogLevel = 'error' | 'info' | 'debug'

export interface PaymasterConfig {
  host: string
  port: number
  /** PostgreSQL connection string; undefined means PGlite in `dataDir`. */
  databaseUrl: string | undefined
  databaseSchema: string
  dataDir: string
  /** The key whose signatures the verifying paymaster contract accepts (its `verifyingSigner`). */
  signerKey: string
  /** The verifying paymaster contract this server signs for. */
  paymaster: string
  entryPoint: string
  chainIds: readonly number[]
  policy: SponsorshipPolicy
  /** How long a signature stays valid (validUntil = now + this). */
  validitySeconds: number
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
  /** Shown by wallets beside a sponsored request (ERC-7677 `sponsor.name`). */
  sponsorName: string
  logLevel: LogLevel
}

export interface SponsorshipPolicy {
  /** Exact origins allowed to ask (the `Origin` header); `'*'` allows any, and requests without one. */
  allowedOrigins: readonly string[] | '*'
  /** Which contracts the account may call, and with which selectors. */
  allowedCalls: readonly CallRule[]
  /** Factories allowed to deploy the account in its first operation. */
  allowedFactories: readonly string[]
  /** Gas units (every gas limit of the operation added up) one account may be sponsored per UTC day. */
  dailyGasPerAccount: bigint
}

/** Every setting the CLI reads, with its default; the README documents the same list. */
export const paymasterEnvironmentVariables = {
  PORT: 'port to listen on (default 8791)',
  HOST: 'address to listen on (default 127.0.0.1)',
  DATABASE_URL: 'PostgreSQL connection string; unset means PGlite in WALLETPORT_DATA_DIR',
  WALLETPORT_DB_SCHEMA: 'schema for the tables (default walletport_paymaster)',
  WALLETPORT_DATA_DIR: 'directory for PGlite (default ./.walletport-paymaster)',
  WALLETPORT_PAYMASTER_SIGNER_KEY: 'hex private key of the verifying paymaster’s signer (required)',
  WALLETPORT_PAYMASTER_ADDRESS: 'the verifying paymaster contract (required)',
  WALLETPORT_ENTRY_POINT: 'EntryPoint (default v0.8, 0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108)',
  WALLETPORT_CHAIN_IDS: 'comma-separated chain ids served (required)',
  WALLETPORT_ALLOWED_ORIGINS: 'comma-separated origins allowed to ask, or * (required)',
  WALLETPORT_ALLOWED_CALLS:
    'comma-separated <contract>:<selector>|<selector>… (or <contract>:*) the account may call (required)',
  WALLETPORT_ALLOWED_FACTORIES:
    'comma-separated account factories (default SimpleAccountFactory v0.8, 0x13E9ed32155810FDbd067D4522C492D6f68E5944)',
  WALLETPORT_DAILY_GAS_PER_ACCOUNT: 'gas units sponsored per account per UTC day (default 5000000)',
  WALLETPORT_SIGNATURE_VALIDITY_SECONDS: 'how long a paymaster signature is valid (default 600)',
  WALLETPORT_PAYMASTER_VERIFICATION_GAS: 'paymasterVerificationGasLimit handed out (default 100000)',
  WALLETPORT_PAYMASTER_POST_OP_GAS: 'paymasterPostOpGasLimit handed out (default 1)',
  WALLETPORT_SPONSOR_NAME: 'sponsor name wallets show (default WalletPort paymaster)',
  WALLETPORT_LOG_LEVEL: 'error, info or debug (default info)',
} as const

export const entryPointV08 = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
export const simpleAccountFactoryV08 = '0x13E9ed32155810FDbd067D4522C492D6f68E5944'

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/** Reads and checks the settings; throws ServerConfigError naming the first bad variable. */
export function readPaymasterConfig(environment: Environment): PaymasterConfig {
  const required = (variable: keyof typeof paymasterEnvironmentVariables, expected: string): string => {
    const value = environment[variable]
    if (value === undefined || value.trim() === '') throw new ServerConfigError({ variable, expected })
    return value.trim()
  }
  const integer = (variable: keyof typeof paymasterEnvironmentVariables, fallback: string, min: number) => {
    const text = environment[variable] ?? fallback
    if (!/^\d+$/.test(text) || Number(text) < min)
      throw new ServerConfigError({ variable, expected: `an integer of at least ${min}`, received: text })
    return text
  }
  const address = (variable: keyof typeof paymasterEnvironmentVariables, text: string): string => {
    try {
      return getAddress(text)
    } catch {
      throw new ServerConfigError({ variable, expected: 'an address (0x and 40 hex digits)', received: text })
    }
  }
  const addresses = (variable: keyof typeof paymasterEnvironmentVariables, text: string) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '')
      .map((item) => address(variable, item))

  const port = Number(integer('PORT', '8791', 0))
  if (port > 65_535)
    throw new ServerConfigError({
      variable: 'PORT',
      expected: 'a port from 0 to 65535',
      received: String(port),
    })
  const databaseSchema = environment.WALLETPORT_DB_SCHEMA ?? 'walletport_paymaster'
  if (!SCHEMA_NAME.test(databaseSchema))
    throw new ServerConfigError({
      variable: 'WALLETPORT_DB_SCHEMA',
      expected: 'a lower-case SQL identifier',
      received: databaseSchema,
    })
  const signerKey = required('WALLETPORT_PAYMASTER_SIGNER_KEY', 'a 32-byte hex private key')
  if (!isHexString(signerKey, 32))
    throw new ServerConfigError({
      variable: 'WALLETPORT_PAYMASTER_SIGNER_KEY',
      expected: 'a 32-byte hex private key (0x and 64 hex digits)',
      received: '(hidden)',
    })
  new Wallet(signerKey)
  const chainIds = required('WALLETPORT_CHAIN_IDS', 'comma-separated chain ids')
    .split(',')
    .map((item) => {
      const text = item.trim()
      if (!/^[1-9]\d*$/.test(text))
        throw new ServerConfigError({
          variable: 'WALLETPORT_CHAIN_IDS',
          expected: 'comma-separated positive integers',
          received: text,
        })
      return Number(text)
    })
  const origins = required('WALLETPORT_ALLOWED_ORIGINS', 'comma-separated origins, or *')
  const allowedOrigins =
    origins === '*'
      ? ('*' as const)
      : origins.split(',').map((item) => {
          const text = item.trim()
          let origin: string | undefined
          try {
            origin = new URL(text).origin
          } catch {}
          if (origin === undefined || origin === 'null' || origin !== text.replace(/\/$/, ''))
            throw new ServerConfigError({
              variable: 'WALLETPORT_ALLOWED_ORIGINS',
              expected: 'origins such as https://app.example.org (scheme, host, port; no path)',
              received: text,
            })
          return origin
        })
  const logLevel = environment.WALLETPORT_LOG_LEVEL ?? 'info'
  if (logLevel !== 'error' && logLevel !== 'info' && logLevel !== 'debug')
    throw new ServerConfigError({
      variable: 'WALLETPORT_LOG_LEVEL',
      expected: 'error, info or debug',
      received: logLevel,
    })
  return {
    host: environment.HOST ?? '127.0.0.1',
    port,
    databaseUrl: environment.DATABASE_URL || undefined,
    databaseSchema,
    dataDir: environment.WALLETPORT_DATA_DIR ?? '.walletport-paymaster',
    signerKey,
    paymaster: address(
      'WALLETPORT_PAYMASTER_ADDRESS',
      required('WALLETPORT_PAYMASTER_ADDRESS', 'an address'),
    ),
    entryPoint: address('WALLETPORT_ENTRY_POINT', environment.WALLETPORT_ENTRY_POINT ?? entryPointV08),
    chainIds,
    policy: {
      allowedOrigins,
      allowedCalls: parseCallRules(
        required('WALLETPORT_ALLOWED_CALLS', '<contract>:<selector>|<selector>… or <contract>:*'),
      ),
      allowedFactories: addresses(
        'WALLETPORT_ALLOWED_FACTORIES',
        environment.WALLETPORT_ALLOWED_FACTORIES ?? simpleAccountFactoryV08,
      ),
      dailyGasPerAccount: BigInt(integer('WALLETPORT_DAILY_GAS_PER_ACCOUNT', '5000000', 1)),
    },
    validitySeconds: Number(integer('WALLETPORT_SIGNATURE_VALIDITY_SECONDS', '600', 1)),
    paymasterVerificationGasLimit: BigInt(integer('WALLETPORT_PAYMASTER_VERIFICATION_GAS', '100000', 1)),
    paymasterPostOpGasLimit: BigInt(integer('WALLETPORT_PAYMASTER_POST_OP_GAS', '1', 0)),
    sponsorName: environment.WALLETPORT_SPONSOR_NAME ?? 'WalletPort paymaster',
    logLevel,
  }
}
