export { decodeBase58, encodeBase58 } from './base58.js'
export { decodeBase64, encodeBase64 } from './base64.js'
export { bytesToHex, hexToBytes, utf8ToHex } from './hex.js'
