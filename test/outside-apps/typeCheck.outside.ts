import { classifyTscErrors } from './typeCheck.js'

describe('classifyTscErrors', () => {
  it("fails WalletPort's and the app's errors, and counts those inside other libraries' typings", () => {
    const output = [
      "node_modules/@walletport/ui-react/dist/hooks/x.d.ts(1,44): error TS2307: Cannot find module '@cosmjs/stargate'.",
      "src/App.tsx(18,3): error TS2322: Type 'x' is not assignable to type 'y'.",
      "node_modules/@polkadot/api-derive/types.d.ts(4,15): error TS2305: Module has no exported member 'A'.",
      "node_modules/@polkadot/api-derive/types.d.ts(4,37): error TS2305: Module has no exported member 'B'.",
      '  Source provides no match for required element at position 0 in target.',
    ].join('\n')
    expect(classifyTscErrors(output)).toEqual({
      walletport: [
        "node_modules/@walletport/ui-react/dist/hooks/x.d.ts(1,44): error TS2307: Cannot find module '@cosmjs/stargate'.",
        "src/App.tsx(18,3): error TS2322: Type 'x' is not assignable to type 'y'.",
      ],
      thirdParty: { '@polkadot/api-derive': 2 },
    })
  })
})
