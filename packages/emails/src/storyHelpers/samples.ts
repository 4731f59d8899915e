import { organisation } from '@fabrique/content';
import {
  courseAlertConfirmationPath,
  courseAlertUnsubscribePath,
  coursePath,
  newsletterConfirmationPath,
  newsletterUnsubscribePath,
} from '@fabrique/content/paths';

// The stories' sample links: the organisation's site, its real pages, a made-up token.
const token = 'Xk3v9QmT2pLr8sWc1yZa4bNd7fGh0jKe5uVo6iRq';
const page = (path: string) => `${organisation.siteUrl}${path}?token=${token}`;
const course = 'atelier-ecriture-avec-ia';

export const sampleLinks = {
  newsletterConfirmation: page(newsletterConfirmationPath),
  newsletterUnsubscribe: page(newsletterUnsubscribePath),
  course: `${organisation.siteUrl}${coursePath(course)}`,
  courseAlertConfirmation: page(courseAlertConfirmationPath(course)),
  courseAlertUnsubscribe: page(courseAlertUnsubscribePath(course)),
};
