import { type PolkadotIndexer, startPolkadotIndexer } from './startPolkadotIndexer.js'
import {
  type PolkadotNode,
  type StartPolkadotNodeParameters,
  startPolkadotNode,
} from './startPolkadotNode.js'

export interface StartPolkadotDevnetParameters extends StartPolkadotNodeParameters {
  /** The Subscan-compatible indexer's port; 0 (default) picks a free one. */
  indexerPort?: number
}

export interface PolkadotDevnet extends PolkadotNode {
  indexer: PolkadotIndexer
}

/** The chopsticks node and its Subscan-compatible indexer; `stop()` stops both. */
export async function startPolkadotDevnet(
  parameters: StartPolkadotDevnetParameters = {},
): Promise<PolkadotDevnet> {
  const node = await startPolkadotNode(parameters)
  let indexer: PolkadotIndexer
  try {
    indexer = await startPolkadotIndexer({ wsUrl: node.wsUrl, host: node.host, port: parameters.indexerPort })
  } catch (error) {
    await node.stop()
    throw error
  }
  let stopping: Promise<void> | undefined
  return {
    ...node,
    indexer,
    stop() {
      stopping ??= indexer.stop().finally(() => node.stop())
      return stopping
    },
  }
}
