import { evmRpc } from '../evm/evmRpc.js'
import { sendFrom } from '../uniswap/sendFrom.js'

/**
 * Sends a real transaction from `from` on an anvil node, which does not hold its key (impersonation, with gas money
 * set first), and waits for its receipt; a revert throws naming `what`.
 */
export async function sendAsAccount(
  rpcUrl: string,
  { from, to, data, what }: { from: string; to: string; data: string; what: string },
): Promise<void> {
  await evmRpc(rpcUrl, 'anvil_setBalance', [from, '0xde0b6b3a7640000'])
  await evmRpc(rpcUrl, 'anvil_impersonateAccount', [from])
  try {
    await sendFrom(rpcUrl, what, { from, to, data })
  } finally {
    await evmRpc(rpcUrl, 'anvil_stopImpersonatingAccount', [from])
  }
}
