import type { FrameMessages } from '../frameMessages.js'

/** The frame's screens in French. */
const messages: FrameMessages = {
  passphrase: 'Phrase secrète',
  repeatPassphrase: 'Répétez la phrase secrète',
  continue: 'Continuer',
  cancel: 'Annuler',
  passphraseTooShort: 'Utilisez au moins {count} caractères',
  passphrasesDiffer: 'Les deux phrases secrètes diffèrent',
  createPassphraseTitle: 'Protégez votre portefeuille',
  createPassphraseText:
    'Choisissez une phrase secrète. Elle vous permet de restaurer ce portefeuille sur un nouvel appareil. Personne, pas même cette application, ne peut la réinitialiser.',
  enterPassphraseTitle: 'Restaurez votre portefeuille',
  enterPassphraseText: 'Cet appareil est nouveau pour votre portefeuille : saisissez votre phrase secrète.',
  wrongPassphrase: 'Phrase secrète incorrecte : réessayez',
  approve: 'Approuver',
  reject: 'Refuser',
  requestedBy: 'Demandé par {dapp}',
  done: 'Terminé',
  recoveryPhraseTitle: 'Votre phrase de récupération',
  recoveryPhraseText:
    'Notez ces mots et conservez-les hors ligne. Quiconque les possède contrôle votre portefeuille.',
  passkeyFailed: 'La clé d’accès n’a pas pu être utilisée',
  restorePasskeyText:
    'Cet appareil est nouveau pour votre portefeuille : confirmez avec votre clé d’accès ou saisissez votre phrase secrète.',
  usePasskey: 'Utiliser la clé d’accès',
  usePassphrase: 'Utiliser la phrase secrète',
  addPasskeyTitle: 'Ajouter une clé d’accès',
  addPasskeyText:
    'Une clé d’accès restaure ce portefeuille sur un nouvel appareil sans votre phrase secrète. Votre phrase secrète reste valable.',
  createPasskey: 'Créer une clé d’accès',
  noPasskeyLeft: 'Ce portefeuille n’a plus de clé d’accès : utilisez votre phrase secrète',
  signMessage: 'Signer le message',
  signTypedData: 'Signer des données typées',
  sendTransaction: 'Envoyer la transaction',
  signTransaction: 'Signer la transaction',
  signTransactions: 'Signer {count} transactions',
  network: 'Réseau',
  message: 'Message',
  type: 'Type',
  domain: 'Domaine',
  to: 'Destinataire',
  newContract: 'nouveau contrat',
  amount: 'Montant',
  nativeCoinAmount: '{amount} (monnaie native)',
  maxFee: 'Frais maximum',
  data: 'Données',
  size: 'Taille',
  byteCount: '{count} octets',
  request: 'Requête',
}

export default messages
