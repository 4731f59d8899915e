// The build's gate on every data file (content-problems.ts; see catalogue.ts in this folder for the Node twin). Only a
// browser's production bundle skips it, and so carries none of the checks: the same files passed it at prerender.
import { assertValidContent } from '../content-problems.ts';

export const refuseInvalidContent = (): void => {
  if (import.meta.env.SSR || import.meta.env.DEV || import.meta.env.MODE === 'test') assertValidContent();
};
