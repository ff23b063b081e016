import { type Check, type CheckProblem, problemsOf } from '../schemas/checks.js'
import type { StorageCodec, StorageCodecResult } from './defineStorageKey.js'

const result = <T>(value: T, problems: CheckProblem[]): StorageCodecResult<T> =>
  problems.length === 0 ? { ok: true, value } : { ok: false, problems }

/** A key stored as it is read: `check` on both ways; `pick` keeps only the known fields of what was read. */
export function checkedCodec<T>(check: Check, pick: (value: T) => T = (value) => value): StorageCodec<T> {
  return {
    decode: (stored) => {
      const checked = result(stored as T, problemsOf(check, stored))
      return checked.ok ? { ok: true, value: pick(checked.value) } : checked
    },
    encode: (value) => result(value, problemsOf(check, value)),
  }
}

/** Numbers stored comma-joined (`'1,137'`), as the spec says, read back as numbers. */
export function commaJoinedCodec(item: Check): StorageCodec<number[]> {
  return {
    decode(stored) {
      if (typeof stored !== 'string' || !/^(\d+(,\d+)*)?$/.test(stored)) {
        return { ok: false, problems: [{ path: [], problem: 'expected comma-joined numbers' }] }
      }
      const numbers = stored === '' ? [] : stored.split(',').map(Number)
      return result(
        numbers,
        numbers.flatMap((value, index) =>
          problemsOf(item, value).map(() => ({ path: [index], problem: 'expected int >= 0' })),
        ),
      )
    },
    encode(value) {
      const problems: CheckProblem[] = []
      if (!Array.isArray(value)) problems.push({ path: [], problem: 'expected array' })
      else
        value.forEach((entry, index) => {
          item(entry, [index], problems)
        })
      return problems.length === 0 ? { ok: true, value: value.join(',') } : { ok: false, problems }
    },
  }
}
