import { base58, base64 } from '@scure/base'
import { formatEther } from 'ethers'
import {
  parsePreparedTransaction,
  parseTypedDataParams,
  personalMessageBytes,
} from '../signing/evmSigning.js'
import type { ConfirmationSummary } from './FrameUi.js'

const MAX_SHOWN = 600

function shorten(text: string): string {
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text
}

function readableMessage(bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a message with control characters is shown as hex
  return /[\u0000-\u0008\u000e-\u001f]/.test(text)
    ? `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
    : text
}

/** What the confirmation screen says about a value-moving request, in the user's terms. */
export function describeRpcRequest(
  { method, params, chainId }: { method: string; params: unknown; chainId: string | number },
  dapp: string,
): ConfirmationSummary {
  const network = { label: 'Network', value: String(chainId) }
  switch (method) {
    case 'personal_sign':
      return {
        title: 'Sign message',
        dapp,
        rows: [
          {
            label: 'Message',
            value: shorten(readableMessage(personalMessageBytes(String((params as unknown[])?.[0] ?? '')))),
          },
        ],
      }
    case 'eth_signTypedData_v4': {
      const { typedData } = parseTypedDataParams(params)
      return {
        title: 'Sign typed data',
        dapp,
        rows: [
          { label: 'Type', value: typedData.primaryType },
          { label: 'Domain', value: shorten(JSON.stringify(typedData.domain)) },
          { label: 'Message', value: shorten(JSON.stringify(typedData.message, null, 1)) },
        ],
      }
    }
    case 'eth_sendTransaction': {
      const transaction = parsePreparedTransaction(params)
      const feeCap = BigInt(transaction.maxFeePerGas ?? transaction.gasPrice ?? 0) * BigInt(transaction.gas)
      return {
        title: 'Send transaction',
        dapp,
        rows: [
          network,
          { label: 'To', value: transaction.to ?? 'new contract' },
          { label: 'Amount', value: `${formatEther(BigInt(transaction.value ?? 0))} (native coin)` },
          { label: 'Max fee', value: formatEther(feeCap) },
          ...(transaction.data && transaction.data !== '0x'
            ? [{ label: 'Data', value: shorten(transaction.data) }]
            : []),
        ],
      }
    }
    case 'solana_signMessage': {
      const message = (params as { message?: unknown })?.message
      let text = String(message)
      try {
        text = readableMessage(base58.decode(String(message)))
      } catch {}
      return { title: 'Sign message', dapp, rows: [{ label: 'Message', value: shorten(text) }] }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
    case 'solana_signAllTransactions': {
      const input = params as { transaction?: unknown; transactions?: unknown[] }
      const count = input?.transactions?.length ?? 1
      const size = (() => {
        try {
          return base64.decode(String(input?.transaction ?? input?.transactions?.[0] ?? '')).length
        } catch {
          return 0
        }
      })()
      return {
        title:
          method === 'solana_signAndSendTransaction'
            ? 'Send transaction'
            : count > 1
              ? `Sign ${count} transactions`
              : 'Sign transaction',
        dapp,
        rows: [network, { label: 'Size', value: `${size} bytes` }],
      }
    }
    default:
      return {
        title: method,
        dapp,
        rows: [network, { label: 'Request', value: shorten(JSON.stringify(params ?? null)) }],
      }
  }
}
