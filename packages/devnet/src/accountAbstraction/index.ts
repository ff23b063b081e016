export { accountAbstractionAddresses, accountAbstractionSalts } from './accountAbstractionAddresses.js'
export {
  type AccountAbstractionContract,
  accountAbstractionArtifact,
  type ContractArtifact,
} from './accountAbstractionArtifacts.js'
export { accountAbstractionKeys } from './accountAbstractionKeys.js'
export {
  type AccountAbstractionDeployment,
  type DeployAccountAbstractionParameters,
  deployAccountAbstraction,
  verifyingPaymasterAddressOf,
} from './deployAccountAbstraction.js'
export { type Bundler, BundlerStartError, type StartBundlerParameters, startBundler } from './startBundler.js'
