import type { BcoinEntry, BcoinMeta, BcoinOutput, BcoinView } from './loadBcoin.js'

export interface EsploraStatus {
  confirmed: boolean
  block_height?: number
  block_hash?: string
  block_time?: number
}

export interface EsploraOutput {
  scriptpubkey: string
  scriptpubkey_asm: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}

export interface EsploraTx {
  txid: string
  version: number
  locktime: number
  vin: {
    txid: string
    vout: number
    prevout: EsploraOutput | null
    scriptsig: string
    witness?: string[]
    is_coinbase: boolean
    sequence: number
  }[]
  vout: EsploraOutput[]
  size: number
  weight: number
  fee: number
  status: EsploraStatus
}

const outputTypes: Record<string, string> = {
  pubkeyhash: 'p2pkh',
  scripthash: 'p2sh',
  witnesspubkeyhash: 'v0_p2wpkh',
  witnessscripthash: 'v0_p2wsh',
  nulldata: 'op_return',
  pubkey: 'p2pk',
  multisig: 'multisig',
}

function toEsploraOutput(output: BcoinOutput): EsploraOutput {
  const address = output.getAddress()?.toString('regtest')
  const script = output.script.toRaw()
  // bcoin 1.0.2 predates taproot: it reports witness v1 programs as unknown.
  const isTaproot = script.length === 34 && script[0] === 0x51 && script[1] === 0x20
  return {
    scriptpubkey: script.toString('hex'),
    scriptpubkey_asm: output.script.toASM(),
    scriptpubkey_type: isTaproot ? 'v1_p2tr' : (outputTypes[output.getType()] ?? 'unknown'),
    ...(address !== undefined && { scriptpubkey_address: address }),
    value: output.value,
  }
}

export function toEsploraStatus(meta: BcoinMeta, entry: BcoinEntry | null): EsploraStatus {
  if (meta.height < 0 || !entry) return { confirmed: false }
  return { confirmed: true, block_height: meta.height, block_hash: entry.rhash(), block_time: entry.time }
}

/** A bcoin transaction (with the coins it spent) in Esplora's GET /tx/:txid shape. */
export function toEsploraTx(meta: BcoinMeta, view: BcoinView, entry: BcoinEntry | null): EsploraTx {
  const { tx } = meta
  const coinbase = tx.isCoinbase()
  const vin = tx.inputs.map((input) => {
    const prevout = coinbase ? null : view.getOutputFor(input)
    const witness = input.witness.toItems().map((item) => item.toString('hex'))
    return {
      txid: coinbase ? '0'.repeat(64) : input.prevout.txid(),
      vout: coinbase ? 0xffffffff : input.prevout.index,
      prevout: prevout ? toEsploraOutput(prevout) : null,
      scriptsig: input.script.toRaw().toString('hex'),
      ...(witness.length > 0 && { witness }),
      is_coinbase: coinbase,
      sequence: input.sequence,
    }
  })
  const vout = tx.outputs.map(toEsploraOutput)
  const spent = vin.reduce((sum, input) => sum + (input.prevout?.value ?? 0), 0)
  const created = vout.reduce((sum, output) => sum + output.value, 0)
  return {
    txid: tx.txid(),
    version: tx.version,
    locktime: tx.locktime,
    vin,
    vout,
    size: tx.getSize(),
    weight: tx.getWeight(),
    fee: coinbase ? 0 : spent - created,
    status: toEsploraStatus(meta, entry),
  }
}
