import type { FrameMessages } from '../frameMessages.js'

/** The frame's screens in Portuguese. */
const messages: FrameMessages = {
  passphrase: 'Frase-senha',
  repeatPassphrase: 'Repita a frase-senha',
  continue: 'Continuar',
  cancel: 'Cancelar',
  passphraseTooShort: 'Use pelo menos {count} caracteres',
  passphrasesDiffer: 'As duas frases-senha são diferentes',
  createPassphraseTitle: 'Proteja a sua carteira',
  createPassphraseText:
    'Escolha uma frase-senha. Com ela restaura esta carteira num novo dispositivo. Ninguém, nem esta aplicação, a pode redefinir.',
  enterPassphraseTitle: 'Restaure a sua carteira',
  enterPassphraseText: 'Este dispositivo é novo para a sua carteira: introduza a sua frase-senha.',
  wrongPassphrase: 'Frase-senha errada: tente novamente',
  approve: 'Aprovar',
  reject: 'Rejeitar',
  requestedBy: 'Pedido por {dapp}',
  done: 'Concluído',
  recoveryPhraseTitle: 'A sua frase de recuperação',
  recoveryPhraseText: 'Anote estas palavras e guarde-as offline. Quem as tiver controla a sua carteira.',
  passkeyFailed: 'Não foi possível usar a chave de acesso',
  restorePasskeyText:
    'Este dispositivo é novo para a sua carteira: confirme com a sua chave de acesso ou introduza a sua frase-senha.',
  usePasskey: 'Usar chave de acesso',
  usePassphrase: 'Usar frase-senha',
  addPasskeyTitle: 'Adicionar chave de acesso',
  addPasskeyText:
    'Uma chave de acesso restaura esta carteira num novo dispositivo sem a sua frase-senha. A sua frase-senha continua a funcionar.',
  createPasskey: 'Criar chave de acesso',
  noPasskeyLeft: 'Esta carteira já não tem chave de acesso: use a sua frase-senha',
  signMessage: 'Assinar mensagem',
  signTypedData: 'Assinar dados tipados',
  sendTransaction: 'Enviar transação',
  signTransaction: 'Assinar transação',
  signTransactions: 'Assinar {count} transações',
  network: 'Rede',
  message: 'Mensagem',
  type: 'Tipo',
  domain: 'Domínio',
  to: 'Para',
  newContract: 'novo contrato',
  amount: 'Valor',
  nativeCoinAmount: '{amount} (moeda nativa)',
  maxFee: 'Taxa máxima',
  data: 'Dados',
  size: 'Tamanho',
  byteCount: '{count} bytes',
  request: 'Pedido',
}

export default messages
