import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { Keypair, PublicKey, Transaction as SolanaTransaction, SystemProgram } from '@solana/web3.js'
import { Transaction, verifyMessage, verifyTypedData } from 'ethers'
import { deriveAccounts } from '../wallet/deriveAccounts.js'
import { generateEntropy } from '../wallet/shares.js'
import {
  InvalidSignRequestError,
  personalSign,
  signPreparedTransaction,
  signTypedDataV4,
} from './evmSigning.js'
import { signSolanaRequest } from './solanaSigning.js'

const accounts = deriveAccounts(generateEntropy())
const evm = accounts.evm

describe('EVM signing', () => {
  it('personal_sign verifies with ethers, for UTF-8 and hex messages', () => {
    expect(verifyMessage('hello', personalSign(['hello', evm.address], evm))).toBe(evm.address)
    const hexSignature = personalSign(['0x68656c6c6f', evm.address.toLowerCase()], evm)
    expect(verifyMessage('hello', hexSignature)).toBe(evm.address)
  })

  it('refuses another address and malformed params', () => {
    expect(() => personalSign(['hi', '0x0000000000000000000000000000000000000001'], evm)).toThrow(
      InvalidSignRequestError,
    )
    expect(() => personalSign('hi', evm)).toThrow('personal_sign expects [message, address]')
  })

  it('eth_signTypedData_v4 verifies with ethers', () => {
    const typedData = {
      domain: {
        name: 'Mail',
        version: '1',
        chainId: 1,
        verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'Hello, Bob!' },
    }
    const signature = signTypedDataV4([evm.address, JSON.stringify(typedData)], evm)
    const { EIP712Domain: _, ...types } = typedData.types
    expect(verifyTypedData(typedData.domain, types, typedData.message, signature)).toBe(evm.address)
  })

  it('signs a prepared EIP-1559 transaction for its chain only', () => {
    const prepared = {
      from: evm.address,
      to: '0x000000000000000000000000000000000000dEaD',
      value: '0x2386f26fc10000',
      data: '0x',
      nonce: '0x0',
      gas: '0x5208',
      chainId: '0x7a69',
      maxFeePerGas: '0x77359400',
      maxPriorityFeePerGas: '0x3b9aca00',
    }
    const raw = signPreparedTransaction(prepared, 31337, evm)
    const parsed = Transaction.from(raw)
    expect(parsed.from).toBe(evm.address)
    expect(parsed.chainId).toBe(31337n)
    expect(parsed.value).toBe(10n ** 16n)
    expect(() => signPreparedTransaction(prepared, 1, evm)).toThrow(
      'The transaction is for chain 31337, the wallet is on 1',
    )
  })
})

describe('Solana signing', () => {
  const solana = accounts.solana
  const owner = new PublicKey(solana.address)

  const transfer = (feePayer: PublicKey) => {
    const transaction = new SolanaTransaction({
      feePayer,
      recentBlockhash: base58.encode(new Uint8Array(32).fill(7)),
    }).add(
      SystemProgram.transfer({ fromPubkey: feePayer, toPubkey: Keypair.generate().publicKey, lamports: 5 }),
    )
    return base64.encode(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
  }

  it('signMessage verifies with ed25519', () => {
    const message = new TextEncoder().encode('sign in')
    const { signature } = signSolanaRequest(
      'solana_signMessage',
      { message: base58.encode(message), pubkey: solana.address },
      solana,
    )
    expect(ed25519.verify(base58.decode(signature as string), message, owner.toBytes())).toBe(true)
  })

  it('signTransaction fills this key’s slot; web3.js verifies it', () => {
    const { transaction } = signSolanaRequest(
      'solana_signTransaction',
      { transaction: transfer(owner) },
      solana,
    )
    const signed = SolanaTransaction.from(base64.decode(transaction as string))
    expect(signed.verifySignatures()).toBe(true)
  })

  it('refuses a transaction this wallet does not sign, and garbage', () => {
    expect(() =>
      signSolanaRequest(
        'solana_signTransaction',
        { transaction: transfer(Keypair.generate().publicKey) },
        solana,
      ),
    ).toThrow('This wallet is not a signer of the transaction')
    expect(() =>
      signSolanaRequest(
        'solana_signTransaction',
        { transaction: base64.encode(new Uint8Array([5, 1])) },
        solana,
      ),
    ).toThrow(/Malformed Solana transaction/)
  })
})
