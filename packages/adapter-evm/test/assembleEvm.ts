// A two-pass assembler for the few hand-written contracts the tests deploy (no solc here). Labels are strings
// starting with ':'; `['PUSH', ':label']` pushes a label's offset as two bytes.

const OPCODES: Record<string, number> = {
  STOP: 0x00,
  ADD: 0x01,
  SUB: 0x03,
  LT: 0x10,
  EQ: 0x14,
  ISZERO: 0x15,
  SHR: 0x1c,
  CALLER: 0x33,
  CALLVALUE: 0x34,
  CALLDATALOAD: 0x35,
  CODECOPY: 0x39,
  POP: 0x50,
  MSTORE: 0x52,
  SLOAD: 0x54,
  SSTORE: 0x55,
  JUMP: 0x56,
  JUMPI: 0x57,
  JUMPDEST: 0x5b,
  DUP1: 0x80,
  DUP2: 0x81,
  DUP3: 0x82,
  SWAP1: 0x90,
  RETURN: 0xf3,
  REVERT: 0xfd,
}

export type Instruction = string | readonly ['PUSH', bigint | number | string]

function pushBytes(value: bigint | number | string, labels: Map<string, number> | undefined): number[] {
  if (typeof value === 'string' && value.startsWith(':')) {
    const offset = labels?.get(value) ?? 0
    return [offset >> 8, offset & 0xff]
  }
  let n = BigInt(value)
  const bytes: number[] = []
  do {
    bytes.unshift(Number(n & 0xffn))
    n >>= 8n
  } while (n > 0n)
  return bytes
}

function encode(program: readonly Instruction[], labels?: Map<string, number>) {
  const out: number[] = []
  const found = new Map<string, number>()
  for (const instruction of program) {
    if (typeof instruction === 'string' && instruction.startsWith(':')) {
      found.set(instruction, out.length)
      out.push(OPCODES.JUMPDEST!)
    } else if (typeof instruction === 'string') {
      const opcode = OPCODES[instruction]
      if (opcode === undefined) throw new Error(`Unknown opcode ${instruction}`)
      out.push(opcode)
    } else {
      const bytes = pushBytes(instruction[1], labels)
      if (bytes.length > 32) throw new Error('PUSH of more than 32 bytes')
      out.push(0x5f + bytes.length, ...bytes)
    }
  }
  return { bytes: out, labels: found }
}

/** Runtime bytecode as 0x-hex. A label is a JUMPDEST. */
export function assembleEvm(program: readonly Instruction[]): string {
  const { labels } = encode(program)
  const { bytes } = encode(program, labels)
  return `0x${bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** Creation code: runs `init` (the constructor, which must leave the stack empty), then returns `runtime`. */
export function deployable(runtime: string, init: readonly Instruction[] = []): string {
  const length = (runtime.length - 2) / 2
  const prefixLength = (prefix: number) =>
    (assembleEvm([
      ...init,
      ['PUSH', length],
      ['PUSH', prefix],
      ['PUSH', 0],
      'CODECOPY',
      ['PUSH', length],
      ['PUSH', 0],
      'RETURN',
    ]).length -
      2) /
    2
  // The prefix's own length decides how many bytes the PUSH of its length takes: settle it by iterating.
  let prefix = prefixLength(0)
  while (prefixLength(prefix) !== prefix) prefix = prefixLength(prefix)
  const head = assembleEvm([
    ...init,
    ['PUSH', length],
    ['PUSH', prefix],
    ['PUSH', 0],
    'CODECOPY',
    ['PUSH', length],
    ['PUSH', 0],
    'RETURN',
  ])
  return head + runtime.slice(2)
}
