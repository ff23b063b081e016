/**
 * A reader of the frames a WebSocket client sends (masked, RFC 6455): feed it the bytes as they pass and it calls
 * `onText` with each whole text message. Only reads; the bytes are forwarded untouched by the caller.
 */
export function readWebSocketFrames(onText: (text: string) => void): (chunk: Buffer) => void {
  let pending = Buffer.alloc(0)
  let fragments: Buffer[] = []
  let fragmentedText = false
  return (chunk) => {
    pending = Buffer.concat([pending, chunk])
    for (;;) {
      if (pending.length < 2) return
      const first = pending[0]!
      const second = pending[1]!
      let length = second & 0x7f
      let offset = 2
      if (length === 126) {
        if (pending.length < 4) return
        length = pending.readUInt16BE(2)
        offset = 4
      } else if (length === 127) {
        if (pending.length < 10) return
        length = Number(pending.readBigUInt64BE(2))
        offset = 10
      }
      const masked = (second & 0x80) !== 0
      const mask = masked ? pending.subarray(offset, offset + 4) : undefined
      if (masked) offset += 4
      if (pending.length < offset + length) return
      const payload = Buffer.from(pending.subarray(offset, offset + length))
      pending = pending.subarray(offset + length)
      if (mask) for (let index = 0; index < payload.length; index++) payload[index]! ^= mask[index % 4]!
      const opcode = first & 0x0f
      const final = (first & 0x80) !== 0
      if (opcode === 1) {
        fragmentedText = !final
        fragments = [payload]
      } else if (opcode === 0 && fragmentedText) {
        fragments.push(payload)
        fragmentedText = !final
      } else {
        continue
      }
      if (final) onText(Buffer.concat(fragments).toString('utf8'))
    }
  }
}
