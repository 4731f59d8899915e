'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** Every text and accessible name the components write themselves: one object per language. */
export interface Messages {
  /** After the text of a link that opens a new tab, for screen readers only. */
  newTab: string;
  /** After the label of a field that may stay empty. */
  optional: string;
  /** The breadcrumb's navigation landmark. */
  breadcrumb: string;
  /** `aria-roledescription` of a carousel and of each of its slides. */
  carousel: string;
  slide: string;
  /** A slide's accessible name: its place among the others. */
  slidePosition: (position: number, total: number) => string;
  /** Announced when another slide comes into view. */
  slideAnnouncement: (position: number, total: number) => string;
  previousSlide: string;
  nextSlide: string;
  pauseRotation: string;
  resumeRotation: string;
  /** Radix Toast's label of one toast, and of the notifications region (`{hotkey}` is replaced by the shortcut). */
  toast: string;
  toastRegion: string;
  close: string;
  /** Before the e-mail address, the phone number and the postal address of ContactDetails, for screen readers only. */
  email: string;
  phone: string;
  address: string;
  /** The way back home of NotFound, ErrorFallback and LinkActionPanel. */
  backHome: string;
  /** NotFound's heading, its way home and the address asked for. */
  notFound: string;
  notFoundHome: string;
  requestedAddress: string;
  /** ErrorFallback's heading. */
  unexpectedError: string;
  /** The language of `notFound`, `notFoundHome` and `unexpectedError` when it is not the page's (La Fabrique's spec has them in English). */
  errorPagesLang?: string;
  /** LinkActionPanel's message when the action failed without saying why. */
  genericError: string;
  /** PdfViewer's default download button, and its texts where the browser cannot show a PDF. */
  pdfDownload: string;
  pdfUnsupported: string;
  pdfUnsupportedHelp: (openLink: ReactNode) => ReactNode;
  pdfOpenDirectly: string;
  pdfNotShowing: string;
  pdfOpen: string;
}

/** French, the default. */
export const french: Messages = {
  newTab: ' (nouvel onglet)',
  optional: ' (facultatif)',
  breadcrumb: 'Fil d’Ariane',
  carousel: 'carrousel',
  slide: 'diapositive',
  slidePosition: (position, total) => `${position} sur ${total}`,
  slideAnnouncement: (position, total) => `Diapositive ${position} sur ${total}`,
  previousSlide: 'Diapositive précédente',
  nextSlide: 'Diapositive suivante',
  pauseRotation: 'Mettre en pause le défilement',
  resumeRotation: 'Reprendre le défilement',
  toast: 'Notification',
  toastRegion: 'Notifications ({hotkey})',
  close: 'Fermer',
  email: 'Email : ',
  phone: 'Téléphone : ',
  address: 'Adresse : ',
  backHome: 'Retour à l’accueil',
  notFound: 'Oops! Page not found',
  notFoundHome: 'Return to Home',
  requestedAddress: 'Adresse demandée : ',
  unexpectedError: 'Unexpected Application Error!',
  errorPagesLang: 'en',
  genericError: 'Une erreur s’est produite. Veuillez réessayer.',
  pdfDownload: 'Télécharger le PDF',
  pdfUnsupported: 'Votre navigateur ne peut pas afficher ce PDF dans la page.',
  pdfUnsupportedHelp: (openLink) => (
    <>Téléchargez-le avec le bouton ci-dessous, ou {openLink} dans votre lecteur de PDF.</>
  ),
  pdfOpenDirectly: 'ouvrez-le directement',
  pdfNotShowing: 'Le document ne s’affiche pas ?',
  pdfOpen: 'Ouvrir le PDF',
};

/** English. */
export const english: Messages = {
  newTab: ' (opens in a new tab)',
  optional: ' (optional)',
  breadcrumb: 'Breadcrumb',
  carousel: 'carousel',
  slide: 'slide',
  slidePosition: (position, total) => `${position} of ${total}`,
  slideAnnouncement: (position, total) => `Slide ${position} of ${total}`,
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  pauseRotation: 'Pause the rotation',
  resumeRotation: 'Resume the rotation',
  toast: 'Notification',
  toastRegion: 'Notifications ({hotkey})',
  close: 'Close',
  email: 'Email: ',
  phone: 'Phone: ',
  address: 'Address: ',
  backHome: 'Back to the home page',
  notFound: 'Oops! Page not found',
  notFoundHome: 'Return to Home',
  requestedAddress: 'Address requested: ',
  unexpectedError: 'Unexpected Application Error!',
  genericError: 'Something went wrong. Please try again.',
  pdfDownload: 'Download the PDF',
  pdfUnsupported: 'Your browser cannot show this PDF in the page.',
  pdfUnsupportedHelp: (openLink) => <>Download it with the button below, or {openLink} in your PDF reader.</>,
  pdfOpenDirectly: 'open it directly',
  pdfNotShowing: 'The document does not show?',
  pdfOpen: 'Open the PDF',
};

const MessagesContext = createContext<Messages>(french);

/** @inline */
export interface MessagesProviderProps {
  /** `english`, `french`, or your own object: `{ ...english, close: 'Dismiss' }`. */
  messages: Messages;
  children: ReactNode;
}

/**
 * Gives the components below it their words; without a provider they speak French.
 *
 * **When to use it**: once, around an app that is not in French, or to change a word of the library.
 *
 * @param props - The props below; {@link MessagesProviderProps} is their whole type.
 *
 * @example
 * ```tsx
 * <MessagesProvider messages={{ ...english, close: 'Dismiss' }}>{app}</MessagesProvider>
 * ```
 */
export function MessagesProvider({ messages, children }: MessagesProviderProps) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

/** The messages of the nearest MessagesProvider, French without one. */
export function useMessages(): Messages {
  return useContext(MessagesContext);
}
