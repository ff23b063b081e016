import type { loadEthers } from './loadEthers.js'

type Ethers = Awaited<ReturnType<typeof loadEthers>>

/** ERC-6492's magic suffix: a signature of a contract account that may not be deployed yet. */
const ERC6492_SUFFIX = '6492649264926492649264926492649264926492649264926492649264926492'

export const isErc6492Signature = (signature: string): boolean =>
  signature.length > ERC6492_SUFFIX.length + 2 && signature.toLowerCase().endsWith(ERC6492_SUFFIX)

/**
 * An ERC-6492 signature's parts: abi.decode(signature without the suffix, (address, bytes, bytes)) — the factory, the
 * call that deploys the account, and the signature the account checks. Unwrapped once only: a signature that is
 * still wrapped is handed to the account as it is (it is the account's to refuse), never unwrapped again, so a
 * wrapper in a wrapper cannot loop or deploy twice. Undefined when it is not one, or does not decode.
 */
export function unwrapErc6492(
  ethers: Ethers,
  signature: string,
): { factory: string; factoryData: string; signature: string } | undefined {
  if (!isErc6492Signature(signature)) return undefined
  try {
    const [factory, factoryData, inner] = ethers.AbiCoder.defaultAbiCoder().decode(
      ['address', 'bytes', 'bytes'],
      signature.slice(0, -ERC6492_SUFFIX.length),
    ) as unknown as [string, string, string]
    return { factory, factoryData, signature: inner }
  } catch {
    return undefined
  }
}
