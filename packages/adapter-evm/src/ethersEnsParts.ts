// ethers' provider, for ENS lookups only; loaded apart from ethersParts.ts because it is several times larger.
export { JsonRpcProvider, Network } from 'ethers'
