/** The ADR-36 off-chain sign doc Keplr's signArbitrary signs: chain id empty, account number and sequence 0. */
export function makeAdr36SignDoc(signer: string, dataBase64: string) {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: dataBase64 } }],
    memo: '',
  }
}
