/** Toasts, button labels and fallbacks of the spec's error catalogue (section 8), verbatim. */

export const contactFeedback = {
  incompleteTitle: 'Formulaire incomplet',
  incompleteDescription: 'Veuillez remplir tous les champs obligatoires.',
  sendErrorTitle: "Erreur d'envoi",
  // Thrown by the client when the server's answer is not OK and names no error.
  sendErrorMessage: "Erreur lors de l'envoi",
  // Thrown by the client when the server cannot be reached; also the toast's text for an error without a message.
  sendErrorFallback:
    "Une erreur s'est produite lors de l'envoi. Veuillez réessayer ou nous contacter directement par email.",
  successTitle: 'Message envoyé !',
  successDescription:
    'Nous avons bien reçu votre message. Un email de confirmation vous a été envoyé. Nous vous répondrons dans les plus brefs délais.',
  submittingLabel: 'Envoi en cours...',
  // The proof of work failed (no acknowledgement is sent): said to assistive technology with the success.
  successWithoutAcknowledgement:
    'Nous avons bien reçu votre message et vous répondrons dans les plus brefs délais. La vérification anti-robot de votre navigateur n’ayant pas abouti, aucun e-mail de confirmation ne vous sera envoyé.',
  // A message stored without a proof of work (a form posted without JavaScript): no e-mail went to the typed address.
  receivedTitle: 'Message reçu',
  receivedDescription:
    'Votre message est bien parvenu à La\u00a0Fabrique\u00a0: nous vous répondrons dans les plus brefs délais. ' +
    'Aucun e-mail de confirmation ne vous a été envoyé\u00a0: nous n’écrivons automatiquement à une adresse saisie ' +
    'qu’après la vérification anti-robot de votre navigateur, qui demande JavaScript.',
  sendAnother: 'Écrire un autre message',
} as const;

export const newsletterFeedback = {
  errorTitle: "Erreur d'inscription",
  // Shown when a failure carries no message of its own.
  errorFallback: "Une erreur s'est produite. Veuillez réessayer.",
  successTitle: 'Inscription réussie !',
  successDescription: 'Vérifiez votre boîte mail pour confirmer votre inscription.',
  // The spec's '✓ Inscription réussie !': the ui draws the check mark as an icon, since no font of ours has the glyph.
  inlineSuccess: 'Inscription réussie !',
  inlineSuccessDurationMs: 5000,
  submittingLabel: 'Envoi...',
  // The browser's proof of work could not be had (network, an old browser): a confirmation e-mail needs it.
  proofFailed:
    'La vérification anti-robot de votre navigateur n’a pas abouti. Vérifiez votre connexion, puis réessayez.',
} as const;

function messageOr(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

/** The toast text for a failed contact send: the error's message, else the spec's fallback. */
export function contactSendErrorText(error: unknown): string {
  return messageOr(error, contactFeedback.sendErrorFallback);
}

/** The text under the input and in the toast for a failed subscription: the error's message, else the fallback. */
export function newsletterErrorText(error: unknown): string {
  return messageOr(error, newsletterFeedback.errorFallback);
}
