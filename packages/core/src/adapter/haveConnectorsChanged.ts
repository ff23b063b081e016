import type { Connector } from '../connectors/types.js'

const SHOWN: readonly (keyof Connector)[] = ['id', 'name', 'type', 'imageUrl', 'installed', 'provider']

/**
 * Whether two connector lists differ in what the modal shows or connects through (order, ids, names, icons,
 * providers), so that an adapter emits `connectorsChanged` only for a real change.
 */
export function haveConnectorsChanged(previous: readonly Connector[], next: readonly Connector[]): boolean {
  return (
    previous.length !== next.length ||
    next.some((connector, index) => SHOWN.some((key) => connector[key] !== previous[index]?.[key]))
  )
}
