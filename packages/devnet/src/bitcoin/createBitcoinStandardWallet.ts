import { decodeBase64, encodeBase64, hexToBytes } from '@walletport/core'
import type { BitcoinTestAccount } from './bitcoinTestKeys.js'
import type { BitcoinTestWallet } from './testWallet.js'

export interface BitcoinStandardAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly string[]
  readonly features: readonly string[]
  readonly label?: string
}

/** A Wallet Standard wallet with the bitcoin features of @exodus/bitcoin-wallet-standard (version 1.0.0). */
export interface BitcoinStandardWallet {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: `data:image/${string}`
  readonly chains: readonly string[]
  readonly accounts: readonly BitcoinStandardAccount[]
  readonly features: Record<string, unknown>
}

const chainOf = {
  Mainnet: 'bitcoin:mainnet',
  Testnet: 'bitcoin:testnet',
  Signet: 'bitcoin:signet',
  Regtest: 'bitcoin:regtest',
}
const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#c2410c"/>' +
  '<path d="M12 8v16M15 8v3M15 21v3M11 11h7a3 3 0 010 6h-7M11 17h8a3.5 3.5 0 010 7h-8" fill="none" ' +
  'stroke="#fff7ed" stroke-width="2.2" stroke-linecap="round"/></svg>'

export const bitcoinTestWalletIcon = `data:image/svg+xml,${encodeURIComponent(iconSvg)}` as const

const features = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction']

/** Wallet Standard errors carry no code by spec; wallets use EIP-1193's 4001 and its message for a refusal. */
function asStandardError(error: unknown): Error {
  const code = (error as { code?: number }).code
  if (code === -32000) return Object.assign(new Error('User rejected the request'), { code: 4001 })
  return error as Error
}

/** The Wallet Standard face of a test wallet: bitcoin:connect, bitcoin:signMessage, bitcoin:signTransaction. */
export function createBitcoinStandardWallet(
  wallet: BitcoinTestWallet,
  {
    name = 'WalletPort Test Wallet',
    icon = bitcoinTestWalletIcon,
  }: { name?: string; icon?: `data:image/${string}` } = {},
): BitcoinStandardWallet {
  const listeners = new Set<(properties: { accounts?: readonly BitcoinStandardAccount[] }) => void>()
  const toAccount = (account: BitcoinTestAccount): BitcoinStandardAccount =>
    Object.freeze({
      address: account.address,
      publicKey: hexToBytes(account.publicKey),
      chains: [chainOf[wallet.network]],
      features,
      label: account.purpose,
    })
  const accounts = () =>
    wallet.isAuthorized ? [toAccount(wallet.accounts.payment), toAccount(wallet.accounts.ordinals)] : []
  const changed = () => {
    for (const listener of [...listeners]) listener({ accounts: accounts() })
  }
  wallet.on('accountChange', changed)
  wallet.on('disconnect', changed)
  wallet.on('networkChange', changed)

  const guard = async <T>(method: string, run: () => Promise<T> | T): Promise<T> => {
    try {
      return await wallet.approve(method, run)
    } catch (error) {
      throw asStandardError(error)
    }
  }

  return {
    version: '1.0.0',
    name,
    icon,
    chains: Object.values(chainOf),
    get accounts() {
      return accounts()
    },
    features: {
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (properties: { accounts?: readonly BitcoinStandardAccount[] }) => void) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'bitcoin:connect': {
        version: '1.0.0',
        async connect({ purposes }: { purposes: readonly ('payment' | 'ordinals')[] }) {
          await guard('getAccounts', () => (wallet.isAuthorized ? undefined : wallet.authorize()))
          const all = [wallet.accounts.payment, wallet.accounts.ordinals]
          const picked = purposes.length > 0 ? purposes : ['payment', 'ordinals']
          return {
            accounts: picked.flatMap((purpose) => all.filter((a) => a.purpose === purpose)).map(toAccount),
          }
        },
      },
      'bitcoin:disconnect': {
        version: '1.0.0',
        async disconnect() {
          wallet.revoke()
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: BitcoinStandardAccount; message: Uint8Array }[]) {
          return Promise.all(
            inputs.map(async ({ account, message }) => {
              const text = new TextDecoder().decode(message)
              const signature = await guard('signMessage', () => wallet.signMessage(account.address, text))
              return { signedMessage: message, signature: decodeBase64(signature) }
            }),
          )
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(
          ...inputs: {
            psbt: Uint8Array
            inputsToSign: { account: BitcoinStandardAccount; signingIndexes: number[] }[]
            chain?: string
          }[]
        ) {
          return Promise.all(
            inputs.map(async ({ psbt, inputsToSign }) => {
              const signInputs = Object.fromEntries(
                inputsToSign.map(({ account, signingIndexes }) => [account.address, signingIndexes]),
              )
              const signed = await guard('signPsbt', () => wallet.signPsbt(encodeBase64(psbt), signInputs))
              return { signedPsbt: decodeBase64(signed) }
            }),
          )
        },
      },
    },
  }
}
