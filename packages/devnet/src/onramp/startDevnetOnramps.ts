import type { EvmAccount } from '../evm/deriveEvmAccounts.js'
import { type OnrampFixture, startOnrampFixture } from './startOnrampFixture.js'

export interface StartDevnetOnrampsParameters {
  evm: { caipNetworkId: string; rpcUrl: string; faucet: EvmAccount }
  solana: { caipNetworkId: string; rpcUrl: string }
  host?: string | undefined
  ports?: readonly [number, number]
}

/**
 * The devnet's two card on-ramps (the spec compares two providers, fees 1–2 %): 'Devnet Ramp' charges 1.5 % at
 * 2 500 USD/ETH and 150 USD/SOL, 'Loopback Pay' 1.9 % at 2 450 USD/ETH and 155 USD/SOL. Both sell ETH on the first
 * EVM node (paid from the faucet account) and SOL (airdropped).
 */
export async function startDevnetOnramps(parameters: StartDevnetOnrampsParameters): Promise<OnrampFixture[]> {
  const chains = [
    { kind: 'evm' as const, symbol: 'ETH', ...parameters.evm, faucet: parameters.evm.faucet.address },
    { kind: 'solana' as const, symbol: 'SOL', ...parameters.solana },
  ]
  const started = await Promise.allSettled([
    startOnrampFixture({
      id: 'devnet-ramp',
      name: 'Devnet Ramp',
      feePercent: 1.5,
      prices: { ETH: 2_500, SOL: 150 },
      chains,
      host: parameters.host,
      port: parameters.ports?.[0] ?? 0,
    }),
    startOnrampFixture({
      id: 'loopback-pay',
      name: 'Loopback Pay',
      feePercent: 1.9,
      prices: { ETH: 2_450, SOL: 155 },
      chains,
      host: parameters.host,
      port: parameters.ports?.[1] ?? 0,
    }),
  ])
  const fixtures = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = started.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.all(fixtures.map((fixture) => fixture.stop()))
    throw failure.reason
  }
  return fixtures
}
