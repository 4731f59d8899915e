import { organisation, type FormResult } from '@fabrique/content';
import { contactFeedback, newsletterFeedback } from '@fabrique/forms';

export type FormResultPage = {
  title: string;
  /** What happened, then what comes next. */
  paragraphs: readonly string[];
  /** A sign-up refused for want of a proof: a link back to the form (the host points it at the visitor's page). */
  back?: string;
};

const confirmLink =
  'Le lien qu’il contient est valable 48\u00a0heures. Rien reçu\u00a0? Pensez à regarder dans vos courriers indésirables.';

/** Where a form posted without JavaScript lands (server/form-post.ts answers 303 here): one page per outcome. */
export const formResultPages: Record<FormResult, FormResultPage> = {
  messageSent: {
    title: 'Message envoyé',
    paragraphs: [contactFeedback.successDescription],
  },
  messageReceived: {
    title: contactFeedback.receivedTitle,
    paragraphs: [contactFeedback.receivedDescription],
  },
  newsletterToConfirm: {
    title: 'Inscription à confirmer',
    paragraphs: [
      `${newsletterFeedback.successDescription} Votre inscription à la lettre d’information ne prend effet qu’après cette confirmation.`,
      confirmLink,
    ],
  },
  courseAlertToConfirm: {
    title: 'Alerte à confirmer',
    paragraphs: [
      'Nous vous avons envoyé un e-mail\u00a0: cliquez sur le lien qu’il contient pour être averti(e) des prochaines dates de la formation.',
      confirmLink,
    ],
  },
  newsletterConfirmed: {
    title: 'Inscription confirmée',
    paragraphs: ['Votre inscription est confirmée. Merci et à très bientôt dans votre boîte mail\u00a0!'],
  },
  courseAlertConfirmed: {
    title: 'Alerte confirmée',
    paragraphs: ['C’est noté\u00a0! Nous vous écrirons dès que de nouvelles dates de la formation seront annoncées.'],
  },
  newsletterUnsubscribed: {
    title: 'Désinscription confirmée',
    paragraphs: ['Vous êtes bien désinscrit·e. Vous ne recevrez plus notre lettre d’information.'],
  },
  courseAlertUnsubscribed: {
    title: 'Alerte désactivée',
    paragraphs: ['C’est fait\u00a0: vous ne recevrez plus d’e-mail sur les dates de cette formation.'],
  },
  signUpNeedsJavaScript: {
    title: 'Inscription à finir avec JavaScript',
    paragraphs: [
      'Votre adresse n’a pas été enregistrée. Pour confirmer une inscription, nous vous envoyons un e-mail\u00a0; ' +
        'et pour ne jamais écrire à l’adresse de quelqu’un d’autre, votre navigateur fait d’abord une courte ' +
        'vérification anti-robot, qui demande JavaScript.',
      `Activez JavaScript puis réessayez, ou écrivez-nous à ${organisation.email}\u00a0: nous vous inscrirons nous-mêmes.`,
    ],
    back: 'Revenir au formulaire',
  },
};
