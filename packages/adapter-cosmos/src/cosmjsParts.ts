// Everything the adapter takes from cosmjs, in one module so it loads once, on first use (see loadCosmjs).
export { rawSecp256k1PubkeyToRawAddress, serializeSignDoc } from '@cosmjs/amino'
export { ExtendedSecp256k1Signature, Secp256k1, sha256 } from '@cosmjs/crypto'
export { fromBase64, fromHex, toBase64, toBech32, toHex, toUtf8 } from '@cosmjs/encoding'
export { decodeTxRaw } from '@cosmjs/proto-signing'
export {
  BroadcastTxError,
  calculateFee,
  GasPrice,
  SigningStargateClient,
  StargateClient,
} from '@cosmjs/stargate'
export { Comet1Client, Comet38Client, Tendermint37Client } from '@cosmjs/tendermint-rpc'
export { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
export { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
