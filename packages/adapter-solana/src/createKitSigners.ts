import type {
  Address,
  SignatureBytes,
  Transaction,
  TransactionModifyingSigner,
  TransactionSendingSigner,
  TransactionWithinSizeLimit,
  TransactionWithLifetime,
} from '@solana/kit'
import { decodeBase58 } from '@walletport/core/adapter'
import { accountOf } from './accountOf.js'
import { chainFor } from './chainFor.js'
import { encodeSolanaTransaction } from './encodeSolanaTransaction.js'
import { loadKit } from './loadKit.js'
import { sendSolanaWire } from './sendSolanaWire.js'
import { signWithWallet } from './signWithWallet.js'
import type { SolanaAdapterState } from './solanaAdapterState.js'
import { toSolanaSendError } from './toSolanaSendError.js'
import { validateSolanaAddress } from './validateSolanaAddress.js'

type SignedKitTransaction = Transaction & TransactionWithinSizeLimit & TransactionWithLifetime

/** A signed kit transaction with its lifetime: the one it came with, else read from its message. */
async function withLifetime(transaction: Transaction): Promise<SignedKitTransaction> {
  if ('lifetimeConstraint' in transaction) return transaction as SignedKitTransaction
  const kit = await loadKit()
  const compiled = kit.getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  const lifetimeConstraint =
    await kit.getTransactionLifetimeConstraintFromCompiledTransactionMessage(compiled)
  return { ...transaction, lifetimeConstraint } as SignedKitTransaction
}

/**
 * @solana/kit signers backed by the connected wallet, for `signTransactionMessageWithSigners` and friends: a
 * modifying signer (`solana:signTransaction`, one prompt per call, nothing sent) and a sending signer (the adapter's
 * send path: `solana:signAndSendTransaction`, else sign and send through the RPC). `address` is the connected
 * account when omitted; it must be one the wallet connected.
 */
export function createKitSigners(state: SolanaAdapterState, address?: string) {
  const signer = state.connection.sender(address)
  validateSolanaAddress(signer)
  accountOf(state, signer)
  const kitAddress = signer as Address

  const modifying: TransactionModifyingSigner = Object.freeze({
    address: kitAddress,
    async modifyAndSignTransactions(transactions, config) {
      config?.abortSignal?.throwIfAborted()
      const signed = await signWithWallet(state, { transactions, address: signer })
      return Promise.all(signed.map(withLifetime))
    },
  })

  const sending: TransactionSendingSigner = Object.freeze({
    address: kitAddress,
    async signAndSendTransactions(transactions, config) {
      const signatures: SignatureBytes[] = []
      for (const transaction of transactions) {
        config?.abortSignal?.throwIfAborted()
        const { wallet, network } = state.connection.require()
        const { wire } = await encodeSolanaTransaction(state, { network, from: signer, transaction })
        let hash: string
        try {
          hash = await sendSolanaWire(state, {
            wallet,
            account: accountOf(state, signer),
            chain: chainFor(wallet, network),
            wire,
            network,
          })
        } catch (error) {
          throw toSolanaSendError(error)
        }
        signatures.push(decodeBase58(hash) as SignatureBytes)
      }
      return signatures
    },
  })

  return { modifying, sending }
}
