import fc from 'fast-check'
import {
  accountNameSchema,
  accountTypeSchema,
  batchedCallSchema,
  batchedCallsSchema,
  caipNetworkIdSchema,
  chainIdSchema,
  connectActionSchema,
  emailSchema,
  emailUpdateActionSchema,
  frameAccountTypeSchema,
  otpSchema,
  type ParsableSchema,
  parseWithSchema,
  SchemaValidationError,
  siwxMessageDataSchema,
  siwxSessionSchema,
  socialProviderSchema,
  solanaPreflightCommitmentSchema,
  themeModeSchema,
  themeVariablesSchema,
  userPayloadSchema,
} from '../../src/index.js'
import { describeBoundary, hostileValue, prototypeUntouched } from './fuzzBoundary.js'

const schemas: Record<string, ParsableSchema> = {
  accountNameSchema,
  accountTypeSchema,
  batchedCallSchema,
  batchedCallsSchema,
  caipNetworkIdSchema,
  chainIdSchema,
  connectActionSchema,
  emailSchema,
  emailUpdateActionSchema,
  frameAccountTypeSchema,
  otpSchema,
  siwxMessageDataSchema,
  siwxSessionSchema,
  socialProviderSchema,
  solanaPreflightCommitmentSchema,
  themeModeSchema,
  themeVariablesSchema,
  userPayloadSchema,
}

/** Objects shaped like what the schemas expect, with fields replaced by hostile values or prototype keys. */
const nearShape = fc.dictionary(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'chainId',
    'accountAddress',
    'message',
    'signature',
    'data',
    'to',
    'value',
    'email',
    'address',
    'accounts',
    '--wui-color-accent',
  ),
  hostileValue(),
  { maxKeys: 6 },
)

const input = fc.oneof(
  hostileValue(),
  nearShape,
  fc.jsonValue().map((json) => JSON.parse(JSON.stringify(json))),
)

describeBoundary('zod schemas', {
  'every schema: parses to a value that parses again, or throws SchemaValidationError; no pollution': {
    property: () =>
      fc.property(fc.constantFrom(...Object.keys(schemas)), input, (name, value) => {
        const schema = schemas[name] as ParsableSchema
        let parsed: unknown
        try {
          parsed = parseWithSchema(schema, value, name)
        } catch (error) {
          return (
            error instanceof SchemaValidationError && error.message.length <= 1_100 && prototypeUntouched()
          )
        }
        return schema.safeParse(parsed).success && prototypeUntouched()
      }),
  },
  'a JSON text with __proto__ keys parsed by any schema leaves Object.prototype alone': {
    property: () =>
      fc.property(fc.constantFrom(...Object.keys(schemas)), fc.jsonValue(), (name, json) => {
        const text = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"x":${JSON.stringify(json)}}`
        ;(schemas[name] as ParsableSchema).safeParse(JSON.parse(text))
        return prototypeUntouched()
      }),
  },
})
