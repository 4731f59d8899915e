export {
  contactFields,
  contactHoneypotField,
  contactLimits,
  contactMessages,
  contactSchema,
  contactSubjectPlaceholder,
  contactSubjects,
  contactSubjectValues,
  courseRequestFields,
  courseRequestMessages,
  emptyContactValues,
  validateContact,
} from './contact.ts';
export type {
  ContactField,
  ContactFieldErrors,
  ContactFormField,
  ContactFormValues,
  ContactMessage,
  ContactRecord,
  ContactSubject,
  CourseRequestField,
} from './contact.ts';

export {
  courseAlertConsentWording,
  newsletterConsentWording,
  newsletterFields,
  newsletterLimits,
  newsletterMessages,
  newsletterSchema,
  validateNewsletter,
} from './newsletter.ts';
export type { NewsletterField, NewsletterFieldErrors, NewsletterSubscription } from './newsletter.ts';

export { formPostFields, formPostMessages } from './post.ts';

export { unstorableTextMessage } from './validation.ts';
export type { FieldErrors, ValidationResult } from './validation.ts';

export { contactFeedback, contactSendErrorText, newsletterErrorText, newsletterFeedback } from './feedback.ts';

export {
  canSubmit,
  contactFormReducer,
  initialContactFormState,
  initialNewsletterFormState,
  newsletterFormReducer,
} from './state.ts';
export type {
  ContactFormAction,
  ContactFormState,
  ContactFormStatus,
  NewsletterFormAction,
  NewsletterFormState,
  NewsletterFormStatus,
} from './state.ts';

export {
  contactRequestBody,
  functionUrl,
  newsletterDefaultSource,
  postNewsletterToken,
  sendContactMessage,
  subscribeToNewsletter,
} from './clients.ts';
export type {
  BackendConfig,
  ContactAcknowledgement,
  ContactSubmission,
  NewsletterTokenAction,
  SendContactOptions,
} from './clients.ts';

export { prepareProof, proofChallengeFunction, proofField, setProofSolver, takeProof } from './proof.ts';
export type { ProofOptions, ProofSolver } from './proof.ts';
