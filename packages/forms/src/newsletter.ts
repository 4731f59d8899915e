import * as v from 'valibot';
import { emailAddress, firstFieldErrors, type FieldErrors, type ValidationResult } from './validation.ts';

/** Maximum length in UTF-16 code units, the unit of the input's `maxLength` attribute. */
export const newsletterLimits = { email: 255 } as const;

export const newsletterMessages = {
  emailRequired: 'L’email est requis',
  emailInvalid: 'Adresse email invalide',
  emailTooLong: "L'email doit contenir moins de 255 caractères",
} as const;

/** Shown under the newsletter field and stored with each subscription as proof of consent: one text for both. */
export const newsletterConsentWording =
  'En vous inscrivant, vous acceptez de recevoir la newsletter de La Fabrique. Vous pouvez vous désinscrire à tout moment grâce au lien présent dans chaque e-mail.';

/** The same proof for a course's next-date alerts (the form names the course above it; the record keeps its id). */
export const courseAlertConsentWording =
  'En vous inscrivant, vous acceptez de recevoir un e-mail de La Fabrique lorsque de nouvelles dates de cette formation seront annoncées. Vous pouvez vous désinscrire à tout moment grâce au lien présent dans chaque e-mail.';

export const newsletterFields = ['email'] as const;
export type NewsletterField = (typeof newsletterFields)[number];

export const newsletterSchema = v.object(
  {
    email: emailAddress({
      required: newsletterMessages.emailRequired,
      invalid: newsletterMessages.emailInvalid,
      max: newsletterLimits.email,
      tooLong: newsletterMessages.emailTooLong,
    }),
  },
  // A missing or non-object input is an invalid address for the one field there is.
  newsletterMessages.emailInvalid,
);

/** A valid subscription request, its address trimmed and in lower case. */
export type NewsletterSubscription = v.InferOutput<typeof newsletterSchema>;
export type NewsletterFieldErrors = FieldErrors<NewsletterField>;

export function validateNewsletter(values: unknown): ValidationResult<NewsletterSubscription, NewsletterField> {
  const input = typeof values === 'object' && values !== null ? values : {};
  const result = v.safeParse(newsletterSchema, input);
  if (result.success) return { success: true, output: result.output };
  return { success: false, fieldErrors: firstFieldErrors<NewsletterField>(result.issues, newsletterFields) };
}
