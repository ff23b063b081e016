import { encodeBase58 } from '@walletport/core'

export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PazBZbgmRx2A2Uz'

/** The base layout of an SPL token account (165 bytes; Token-2022 extensions follow it). */
export interface SplTokenAccount {
  mint: string
  owner: string
  amount: bigint
  /** 0 uninitialized, 1 initialized, 2 frozen. */
  state: number
  isNative: boolean
}

const ACCOUNT_SIZE = 165
const MINT_SIZE = 82
const STATES = ['uninitialized', 'initialized', 'frozen'] as const

/** The token account at the start of `data`, or null when it is too short or not initialized. */
export function parseSplTokenAccount(data: Uint8Array): SplTokenAccount | null {
  if (data.length < ACCOUNT_SIZE) return null
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const state = data[108] ?? 0
  if (state === 0) return null
  return {
    mint: encodeBase58(data.subarray(0, 32)),
    owner: encodeBase58(data.subarray(32, 64)),
    amount: view.getBigUint64(64, true),
    state,
    isNative: view.getUint32(109, true) === 1,
  }
}

/** A mint's decimals, or null when `data` is not an initialized mint. */
export function parseSplMintDecimals(data: Uint8Array): number | null {
  if (data.length < MINT_SIZE || data[45] !== 1) return null
  return data[44] ?? null
}

/** `amount` in whole tokens as the RPC's `uiAmountString` writes it ('1.5', '0', '42'). */
export function formatTokenAmount(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** The `jsonParsed` form of a token account's data, as the RPC answers `getTokenAccountsByOwner`. */
export function toParsedTokenAccountData(account: SplTokenAccount, decimals: number, programId: string) {
  const uiAmountString = formatTokenAmount(account.amount, decimals)
  return {
    program: programId === TOKEN_2022_PROGRAM_ID ? 'spl-token-2022' : 'spl-token',
    parsed: {
      type: 'account',
      info: {
        isNative: account.isNative,
        mint: account.mint,
        owner: account.owner,
        state: STATES[account.state] ?? 'initialized',
        tokenAmount: {
          amount: account.amount.toString(),
          decimals,
          uiAmount: Number(uiAmountString),
          uiAmountString,
        },
      },
    },
    space: ACCOUNT_SIZE,
  }
}
