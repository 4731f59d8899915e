// The editor asks for an image's text alternative only where the site renders it: a portrait beside the person's name is
// decorative (alt="") and a partner's logo is named by the partner, so those three ask for none.
import { expect, test } from 'vitest';
import config from './keystatic.config.ts';

const asked = (schema: Record<string, unknown>) => Object.keys(schema).filter((key) => key.endsWith('Alt'));

test('no text alternative is asked for portraits and logos, named by the entry itself', () => {
  expect(asked(config.collections.team.schema)).toEqual([]);
  expect(asked(config.collections.partners.schema)).toEqual([]);
  expect(asked(config.collections.trainers.schema)).toEqual([]);
});

test('images the site shows on their own keep theirs', () => {
  expect(asked(config.collections.courses.schema)).toEqual(['imageAlt', 'carouselImageAlt', 'partnerLogoAlt']);
  expect(asked(config.collections.articles.schema)).toEqual(['imageAlt']);
  expect(asked(config.collections.categories.schema)).toEqual(['imageAlt']);
});
