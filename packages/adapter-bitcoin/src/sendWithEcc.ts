import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'
import { sendTransaction as send } from './actions/sendTransaction.js'

/**
 * The send path and everything it needs (bitcoinjs-lib's PSBTs, the ECC backend taproot needs): createBitcoinAdapter
 * loads this file with import() on the first send, so that listing wallets and connecting load no chain library.
 * bitcoinjs-lib keeps one ECC backend and caches it by identity: setting it on every send costs nothing.
 */
export function sendTransaction(...args: Parameters<typeof send>): ReturnType<typeof send> {
  initEccLib(ecc)
  return send(...args)
}
