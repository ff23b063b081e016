import { accountAbstractionKeys, verifyingPaymasterAddressOf } from '@walletport/devnet'
import { type PaymasterConfig, readPaymasterConfig } from '../src/config/readPaymasterConfig.js'

export const testOrigin = 'https://dapp.example'
export const testTarget = '0x00000000000000000000000000000000000000AA'
export const approveSelector = '0x095ea7b3'

/** The devnet's verifying paymaster and signer, one dapp origin, one target with approve only. */
export function testPaymasterConfig(overrides: Record<string, string> = {}): PaymasterConfig {
  return readPaymasterConfig({
    PORT: '0',
    WALLETPORT_PAYMASTER_SIGNER_KEY: accountAbstractionKeys.paymasterSigner.privateKey,
    WALLETPORT_PAYMASTER_ADDRESS: verifyingPaymasterAddressOf(),
    WALLETPORT_CHAIN_IDS: '31337',
    WALLETPORT_ALLOWED_ORIGINS: testOrigin,
    WALLETPORT_ALLOWED_CALLS: `${testTarget}:${approveSelector}`,
    WALLETPORT_DAILY_GAS_PER_ACCOUNT: '1000000',
    WALLETPORT_LOG_LEVEL: 'error',
    ...overrides,
  })
}
