import * as v from 'valibot';
import { contactFeedback } from './feedback.ts';
import { emailAddress, firstFieldErrors, wellFormed, type FieldErrors, type ValidationResult } from './validation.ts';

export const contactSubjects = [
  { value: 'projet', label: 'Un projet' },
  { value: 'offre', label: 'Une offre' },
  { value: 'formation', label: 'Une formation' },
  { value: 'autre', label: 'Autre' },
] as const;
export type ContactSubject = (typeof contactSubjects)[number]['value'];
export const contactSubjectValues = contactSubjects.map<ContactSubject>((subject) => subject.value);

export const contactSubjectPlaceholder = 'Sélectionnez une option';

/** Maximum lengths in UTF-16 code units, the unit of the inputs' `maxLength` attribute. */
export const contactLimits = {
  name: 100,
  email: 255,
  projectOrFormationName: 100,
  phone: 20,
  company: 100,
  message: 1000,
} as const;

export const contactMessages = {
  nameRequired: 'Le nom est requis',
  nameTooLong: 'Le nom doit contenir moins de 100 caractères',
  emailRequired: 'L’email est requis',
  emailInvalid: 'Adresse email invalide',
  emailTooLong: "L'email doit contenir moins de 255 caractères",
  subjectRequired: 'Veuillez sélectionner le sujet de votre question',
  // The spec shows no message for this limit (the input's maxLength prevents it); worded like the others.
  projectOrFormationNameTooLong: 'Le nom du projet ou de la formation doit contenir moins de 100 caractères',
  phoneTooLong: 'Le numéro de téléphone doit contenir moins de 20 caractères',
  companyTooLong: "Le nom de l'entreprise doit contenir moins de 100 caractères",
  messageRequired: 'Le message est requis',
  messageTooLong: 'Le message doit contenir moins de 1000 caractères',
} as const;

export const contactFields = [
  'name',
  'email',
  'subject',
  'projectOrFormationName',
  'phone',
  'company',
  'message',
] as const;
export type ContactField = (typeof contactFields)[number];

/** What a course page adds to a message: the course asked about and the chosen session (its first day), both optional. */
export const courseRequestFields = ['courseId', 'session'] as const;
export type CourseRequestField = (typeof courseRequestFields)[number];

export const courseRequestMessages = {
  courseUnknown: 'Cette formation ne figure pas dans notre catalogue.',
  sessionUnknown: 'Cette session ne figure pas parmi celles de la formation.',
} as const;

/** An invisible field that people leave empty: a filled one marks a bot, whose message the server drops silently. */
export const contactHoneypotField = 'website';

/** What the form holds: every field as typed, `subject` is '' until an option is chosen; `session` on a course page. */
export type ContactFormValues = Record<ContactField, string> & { session?: string };
/** A field the visitor edits: the spec's seven, and the session on a course page. */
export type ContactFormField = ContactField | 'session';

export const emptyContactValues = Object.fromEntries(contactFields.map((field) => [field, ''])) as ContactFormValues;

const requiredText = (required: string, max: number, tooLong: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), wellFormed, v.maxLength(max, tooLong));

// Optional fields are trimmed too so that stored values carry no stray blanks; absent or null becomes ''.
const optionalText = (max: number, tooLong: string) =>
  v.nullish(v.pipe(v.string(tooLong), v.trim(), wellFormed, v.maxLength(max, tooLong)), '');

// A course page's slug and a session's first day (yyyy-mm-dd); '' means none. The server checks both against the catalogue.
const courseIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const sessionPattern = /^\d{4}-\d{2}-\d{2}$/;
const optionalToken = (pattern: RegExp, max: number, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(max, message),
      v.check((value) => value === '' || pattern.test(value), message),
    ),
  );

const requiredMessageOf: Partial<Record<string, string>> = {
  name: contactMessages.nameRequired,
  email: contactMessages.emailRequired,
  subject: contactMessages.subjectRequired,
  message: contactMessages.messageRequired,
};

export const contactSchema = v.object(
  {
    name: requiredText(contactMessages.nameRequired, contactLimits.name, contactMessages.nameTooLong),
    email: emailAddress({
      required: contactMessages.emailRequired,
      invalid: contactMessages.emailInvalid,
      max: contactLimits.email,
      tooLong: contactMessages.emailTooLong,
    }),
    subject: v.picklist(contactSubjectValues, contactMessages.subjectRequired),
    projectOrFormationName: optionalText(
      contactLimits.projectOrFormationName,
      contactMessages.projectOrFormationNameTooLong,
    ),
    phone: optionalText(contactLimits.phone, contactMessages.phoneTooLong),
    company: optionalText(contactLimits.company, contactMessages.companyTooLong),
    message: requiredText(contactMessages.messageRequired, contactLimits.message, contactMessages.messageTooLong),
    courseId: optionalToken(courseIdPattern, 100, courseRequestMessages.courseUnknown),
    session: optionalToken(sessionPattern, 10, courseRequestMessages.sessionUnknown),
  },
  // valibot reports a missing key with the object's message: give it the field's own "required" message.
  (issue) => requiredMessageOf[String(issue.path?.[0]?.key)] ?? contactFeedback.incompleteDescription,
);

/** A valid, trimmed contact message: what the client sends and the server stores. */
export type ContactMessage = v.InferOutput<typeof contactSchema>;
export type ContactFieldErrors = FieldErrors<ContactField | CourseRequestField>;

/**
 * A message as the server keeps and reports it (the store, the organisation's e-mail): optional fields null when
 * empty, the subject's label beside its value, and from a course page the chosen session's first day (yyyy-mm-dd).
 */
export type ContactRecord = Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message'> & {
  subjectLabel: string;
  projectOrFormationName: string | null;
  phone: string | null;
  company: string | null;
  courseId: string | null;
  sessionStart: string | null;
};

const checkedFields = [...contactFields, ...courseRequestFields];

export function validateContact(values: unknown): ValidationResult<ContactMessage, ContactField | CourseRequestField> {
  // Anything but an object is checked as an empty form, so every required field gets its message.
  const input = typeof values === 'object' && values !== null ? values : {};
  const result = v.safeParse(contactSchema, input);
  if (result.success) return { success: true, output: result.output };
  return { success: false, fieldErrors: firstFieldErrors(result.issues, checkedFields) };
}
