// The part of ethers that signature checks and ABI encoding use, in one module so that its lazy chunk holds only
// these names and what they need. ENS (a JsonRpcProvider, much larger) has its own: ethersEnsParts.ts.
export {
  AbiCoder,
  concat,
  hashMessage,
  Interface,
  isHexString,
  recoverAddress,
  TypedDataEncoder,
} from 'ethers'
