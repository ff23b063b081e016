// Type tests, checked by `npm run typecheck` (never run): with literal `chainIds`, wagmi's actions take only those
// chain ids. Each `@ts-expect-error` fails the check if its line compiles.
import { http, sendTransaction, switchChain } from '@wagmi/core'
import type { WalletPortClient } from '@walletport/core'
import { createWagmiConfig } from '../src/index.js'

declare const client: WalletPortClient
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const equal = <A, B>(_proof: Equal<A, B>) => {}
const to = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const typed = createWagmiConfig({ client, chainIds: [31337, 31338] })
equal<(typeof typed)['chains'][number]['id'], 31337 | 31338>(true)
equal<(typeof typed)['chains'][0]['id'], 31337>(true)
switchChain(typed, { chainId: 31338 })
// @ts-expect-error 10 is not one of the config's chains
switchChain(typed, { chainId: 10 })
sendTransaction(typed, { chainId: 31337, to, value: 1n })
// @ts-expect-error 1 is not one of the config's chains
sendTransaction(typed, { chainId: 1, to, value: 1n })

createWagmiConfig({ client, chainIds: [31337], transports: { 31337: http() } })
// @ts-expect-error transports are keyed by the given chain ids
createWagmiConfig({ client, chainIds: [31337], transports: { 1: http() } })
// @ts-expect-error at least one chain id
createWagmiConfig({ client, chainIds: [] })

// Without chainIds: every eip155 network of the client, ids typed number.
const untyped = createWagmiConfig({ client })
equal<(typeof untyped)['chains'][number]['id'], number>(true)
switchChain(untyped, { chainId: 10 })
