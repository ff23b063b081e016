import type { CosmosTxRecord } from './createCosmosChain.js'

export interface TxQueryCondition {
  /** `type.attribute`, e.g. `message.sender`; `tx.hash` and `tx.height` are the built-in keys. */
  key: string
  operator: '=' | '<' | '<=' | '>' | '>=' | 'CONTAINS' | 'EXISTS'
  value?: string | number
}

const conditionPattern = /^([\w.-]+)\s*(<=|>=|=|<|>|CONTAINS|EXISTS)\s*(?:'([^']*)'|(-?\d+))?$/i

/** The subset of CometBFT's query language tx_search needs: conditions joined by AND. */
export function parseTxQuery(query: string): TxQueryCondition[] {
  return query
    .split(/\s+AND\s+/i)
    .map((part) => part.trim())
    .map((part) => {
      const match = conditionPattern.exec(part)
      if (!match) throw new Error(`unsupported condition "${part}"`)
      const [, key, rawOperator, quoted, number] = match
      const operator = rawOperator!.toUpperCase() as TxQueryCondition['operator']
      if (operator !== 'EXISTS' && quoted === undefined && number === undefined) {
        throw new Error(`condition "${part}" has no value`)
      }
      return { key: key!, operator, value: quoted ?? (number === undefined ? undefined : Number(number)) }
    })
}

function compare(actual: string, { operator, value }: TxQueryCondition): boolean {
  if (operator === 'EXISTS') return true
  if (operator === 'CONTAINS') return actual.includes(String(value))
  if (operator === '=') return actual === String(value)
  const [left, right] = [Number(actual), Number(value)]
  if (Number.isNaN(left) || Number.isNaN(right)) return false
  if (operator === '<') return left < right
  if (operator === '<=') return left <= right
  if (operator === '>') return left > right
  return left >= right
}

function valuesOf(record: CosmosTxRecord, key: string): string[] {
  if (key === 'tx.hash') return [record.hash]
  if (key === 'tx.height') return [String(record.height)]
  const dot = key.lastIndexOf('.')
  const [type, attribute] = [key.slice(0, dot), key.slice(dot + 1)]
  return record.result.events
    .filter((event) => event.type === type)
    .flatMap((event) =>
      event.attributes.filter((entry) => entry.key === attribute).map((entry) => entry.value),
    )
}

/** True when every condition holds for some attribute of the transaction's events. */
export function matchesTxQuery(conditions: readonly TxQueryCondition[], record: CosmosTxRecord): boolean {
  return conditions.every((condition) =>
    valuesOf(record, condition.key).some((actual) => compare(actual, condition)),
  )
}
