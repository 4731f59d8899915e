import { config } from '@keystatic/core';
import { articles } from './collections/articles.ts';
import { categories } from './collections/categories.ts';
import { courses } from './collections/courses.ts';
import { csiaPaths } from './collections/csia-paths.ts';
import { legal } from './collections/legal.ts';
import { offers } from './collections/offers.ts';
import { partners } from './collections/partners.ts';
import { team } from './collections/team.ts';
import { trainers } from './collections/trainers.ts';
import { navigation } from './singletons/navigation.ts';
import { organisation } from './singletons/organisation.ts';
import { aboutPage, csiaCataloguePage, csiaPage, homePage, offersPage } from './singletons/pages.ts';
import { storage } from './storage.ts';

/** Every path below is relative to packages/content: the local API's base directory, GitHub mode's path prefix. */
export default config({
  storage,
  locale: 'fr-FR',
  ui: {
    brand: { name: 'La Fabrique' },
    navigation: {
      Catalogue: ['courses', 'categories', 'trainers'],
      Actualités: ['articles'],
      'L’organisme': ['organisation', 'team', 'partners', 'offers'],
      Pages: ['homePage', 'aboutPage', 'offersPage'],
      CSIA: ['csiaPage', 'csiaPaths', 'csiaCataloguePage'],
      'Pages légales': ['legal', 'navigation'],
    },
  },
  collections: { courses, categories, trainers, articles, team, partners, offers, csiaPaths, legal },
  singletons: { organisation, homePage, aboutPage, offersPage, csiaPage, csiaCataloguePage, navigation },
});
