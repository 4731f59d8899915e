/**
 * Every path of the site, built here and nowhere else: pages, their generated files, the sitemap and the prerender
 * list read it. Imports no asset, so build configuration can read it outside Vite. The route definitions
 * (apps/site/app/routes.ts) spell the same paths as patterns: the site's e2e tests check that each path renders its
 * own page (routes.e2e) and that every link resolves (links.e2e).
 */
import type { LegalPageId } from './types.ts';

export const homePath = '/';
export const aboutPath = '/la-fabrique';
export const offersPath = '/nos-offres';
export const cataloguePath = '/formations';
export const articlesPath = '/actualites';
export const csiaPath = '/csia';
export const csiaCataloguePath = `${csiaPath}/catalogue`;
export const csiaCataloguePdfPath = `${csiaPath}/catalogue-csia.pdf`;
/** The page static hosts serve for an unknown address. */
export const notFoundPath = '/404';
export const sitemapPath = '/sitemap.xml';
export const robotsPath = '/robots.txt';
/** The pages the newsletter's e-mails link to (the functions build their links from these). */
export const newsletterFolder = '/newsletter';
export const newsletterConfirmationPath = `${newsletterFolder}/confirmation`;
export const newsletterUnsubscribePath = `${newsletterFolder}/desinscription`;

/** A category page, from its slug (`categorySlug(course.category)`). */
export const categoryPath = (slug: string) => `${cataloguePath}/categorie/${slug}`;
export const coursePath = (courseId: string) => `${cataloguePath}/${courseId}`;
/** The course's programme, a PDF generated at build time. */
export const courseProgrammePath = (courseId: string) => `${coursePath(courseId)}/programme.pdf`;
/** The course's sessions as an iCalendar file, generated while a session is ahead. */
export const courseCalendarPath = (courseId: string) => `${coursePath(courseId)}/sessions.ics`;
/** The pages a course's next-date alert e-mails link to (the functions build their links from these). */
export const courseAlertConfirmationPath = (courseId: string) => `${coursePath(courseId)}/alerte/confirmation`;
export const courseAlertUnsubscribePath = (courseId: string) => `${coursePath(courseId)}/alerte/desinscription`;
export const articlePath = (articleId: string) => `${articlesPath}/${articleId}`;
export const legalPath = <Id extends LegalPageId>(id: Id) => `/${id}` as const;
/** The legal pages the site links by their role (the forms, /la-fabrique): legal.ts refuses to build without them. */
export const privacyPolicyPath = legalPath('politique-de-confidentialite');
export const trainingPolicyPath = legalPath('politique-de-formation');

/**
 * Where every form of the site posts as plain HTML (before React, or without it): the site's own Pages Function
 * (apps/site/functions/envoi/), which relays to the Edge Functions. The enhanced forms send JSON to them directly.
 */
export const formPostFolder = '/envoi';
export const formActions = {
  contact: `${formPostFolder}/contact`,
  newsletter: `${formPostFolder}/newsletter`,
  courseAlert: `${formPostFolder}/alerte`,
  confirm: `${formPostFolder}/confirmation`,
  unsubscribe: `${formPostFolder}/desinscription`,
} as const;
export type FormName = keyof typeof formActions;

/** The static pages a posted form lands on (a 303 after success): what happened and what comes next. */
export const formResultPaths = {
  messageSent: `${formPostFolder}/message-envoye`,
  messageReceived: `${formPostFolder}/message-recu`,
  newsletterToConfirm: `${formPostFolder}/inscription-a-confirmer`,
  courseAlertToConfirm: `${formPostFolder}/alerte-a-confirmer`,
  newsletterConfirmed: `${formPostFolder}/inscription-confirmee`,
  courseAlertConfirmed: `${formPostFolder}/alerte-confirmee`,
  newsletterUnsubscribed: `${formPostFolder}/desinscription-confirmee`,
  courseAlertUnsubscribed: `${formPostFolder}/alerte-desactivee`,
  signUpNeedsJavaScript: `${formPostFolder}/inscription-sans-javascript`,
} as const;
export type FormResult = keyof typeof formResultPaths;
