export {
  createFarcasterTestClient,
  type FarcasterSignInOverrides,
  FarcasterSignInUrlError,
  type FarcasterTestClient,
  type FarcasterTestUser,
} from './createFarcasterTestClient.js'
export {
  DEVNET_ID_REGISTRY_RUNTIME_CODE,
  FARCASTER_ID_REGISTRY_ADDRESS,
  installIdRegistry,
  readFidOf,
  registerFid,
} from './devnetIdRegistry.js'
export {
  addAuthAddress,
  authAddressKey,
  DEVNET_KEY_REGISTRY_RUNTIME_CODE,
  FARCASTER_AUTH_ADDRESS_KEY_TYPE,
  FARCASTER_KEY_REGISTRY_ADDRESS,
  type FarcasterKeyState,
  installKeyRegistry,
  readKeyData,
  readTotalKeys,
  removeAuthAddress,
} from './devnetKeyRegistry.js'
export {
  type FarcasterDevnet,
  farcasterCustodyMnemonic,
  farcasterTestUsernames,
  startFarcasterDevnet,
} from './startFarcasterDevnet.js'
export {
  type FarcasterAuthentication,
  type FarcasterChannelRequest,
  type FarcasterRelay,
  type StartFarcasterRelayParameters,
  startFarcasterRelay,
} from './startFarcasterRelay.js'
