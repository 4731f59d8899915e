// The e-mails the forms' functions send: one component tree each, rendered to HTML and plain text by `renderEmail`.
export type { RenderedEmail } from './render.ts';
export { contactNotificationEmail, type ContactNotificationProps } from './ContactNotification/ContactNotification.tsx';
export { contactConfirmationEmail, type ContactConfirmationProps } from './ContactConfirmation/ContactConfirmation.tsx';
export {
  newsletterConfirmationEmail,
  type NewsletterConfirmationProps,
} from './NewsletterConfirmation/NewsletterConfirmation.tsx';
export { newsletterWelcomeEmail, type NewsletterWelcomeProps } from './NewsletterWelcome/NewsletterWelcome.tsx';
export {
  courseAlertConfirmationEmail,
  type CourseAlertConfirmationProps,
} from './CourseAlertConfirmation/CourseAlertConfirmation.tsx';
export { courseAlertWelcomeEmail, type CourseAlertWelcomeProps } from './CourseAlertWelcome/CourseAlertWelcome.tsx';
export {
  deliveryAlertEmail,
  floodAlertEmail,
  outageAlertEmail,
  type DeliveryAlertProps,
  type FloodAlertProps,
  type OutageAlertProps,
} from './OperatorAlert/OperatorAlert.tsx';
