// Server-side French answers. Validation messages come from @fabrique/forms (one source of truth), the course checks' too.
export const serverMessages = {
  originNotAllowed: 'Origine non autorisée.',
  methodNotAllowed: 'Méthode non autorisée.',
  unsupportedMediaType: 'Le contenu de la requête doit être au format JSON.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  malformedJson: 'Le contenu de la requête est invalide.',
  controlCharacters: 'Certains champs contiennent des caractères non autorisés (retours à la ligne).',
  invalidIdempotencyKey: "L'en-tête Idempotency-Key est invalide.",
  idempotencyKeyReused: 'Cette demande a déjà été envoyée avec un contenu différent.',
  rateLimited: 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
  newsletterSubscribed: 'Vérifiez votre boîte mail pour confirmer votre inscription.',
  invalidSource: "L'origine de l'inscription est invalide.",
  invalidCourse: 'Cette formation est introuvable.',
  confirmTokenInvalid: 'Ce lien de confirmation est invalide ou a déjà été utilisé.',
  confirmTokenExpired: 'Ce lien de confirmation a expiré. Inscrivez-vous de nouveau pour recevoir un nouveau lien.',
  unsubscribeTokenInvalid: 'Ce lien de désinscription est invalide ou a déjà été utilisé.',
  unsubscribeTokenExpired:
    'Ce lien de désinscription a expiré. Utilisez le lien du dernier e-mail reçu ou écrivez-nous pour être désinscrit.',
  internalError: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
  misconfigured: 'Le service est temporairement indisponible. Veuillez réessayer plus tard.',
  functionNotFound: 'Fonction introuvable.',
  unauthorized: 'Accès non autorisé.',
} as const;
