/** The hidden fields a form posted as plain HTML carries beside its own, read by the site's Pages Function. */
export const formPostFields = {
  /** The path of the page the form is on: an error answers that very page again, with the values and the problems. */
  page: 'page',
  /** A course page's course: the request's or the alert's. */
  courseId: 'courseId',
  /** The single-use token of a newsletter or alert e-mail's link. */
  token: 'token',
} as const;

/** The words of a form post's answers (the site's Pages Function) that the forms' own messages do not already say. */
export const formPostMessages = {
  summaryTitle: 'Votre envoi n’a pas abouti',
  summaryIntro: 'Corrigez ce qui suit, puis envoyez à nouveau\u00a0: vos informations sont conservées.',
  unreachable:
    'Le service d’envoi ne répond pas pour le moment. Vos informations sont conservées ci-dessous\u00a0: réessayez dans quelques minutes.',
  refused: 'Votre envoi n’a pas pu être enregistré. Vos informations sont conservées ci-dessous\u00a0: réessayez.',
  tokenMissing: 'Ce lien est incomplet\u00a0: ouvrez à nouveau le lien reçu par e-mail.',
  notAForm: 'Cette adresse reçoit les formulaires du site\u00a0: elle ne s’ouvre pas directement.',
} as const;
