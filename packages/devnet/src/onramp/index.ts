export { type StartDevnetOnrampsParameters, startDevnetOnramps } from './startDevnetOnramps.js'
export {
  type OnrampFixture,
  type OnrampFixtureChain,
  type StartOnrampFixtureParameters,
  startOnrampFixture,
} from './startOnrampFixture.js'
