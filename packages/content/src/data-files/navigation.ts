// The footer's links to the legal pages (see catalogue.ts in this folder for the Node twin): every page shows them.
import navigation from '../../data/navigation.json';

export const navigationFile: unknown = navigation;
