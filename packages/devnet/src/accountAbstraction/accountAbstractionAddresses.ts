/**
 * Where the devnet puts ERC-4337 v0.8 on its EVM nodes: the published creation codes sent through the deterministic
 * deployment proxy (CREATE2) with the salts of the canonical deployment, so these are the addresses EntryPoint v0.8,
 * its SimpleAccountFactory and Simple7702Account have on public chains (checked against the artifacts by a test).
 */
export const accountAbstractionAddresses = {
  /** The deterministic deployment proxy anvil ships (Arachnid's, as on public chains). */
  deploymentProxy: '0x4e59b44847b379578588920ca78fbf26c0b4956c',
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  simpleAccountFactory: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
  simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
} as const

/** The salts of the canonical v0.8 deployment (EntryPoint's; zero for the factory and Simple7702Account). */
export const accountAbstractionSalts = {
  entryPoint: '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9',
  simpleAccountFactory: `0x${'0'.repeat(64)}`,
  simple7702Account: `0x${'0'.repeat(64)}`,
  verifyingPaymaster: `0x${'0'.repeat(64)}`,
} as const
