import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as content from './index.ts';
import { articleCategories, categories, courseIds, type Course, type CourseId, type ImageAsset } from './index.ts';
import Markdoc from '@markdoc/markdoc';
import {
  aboutPage,
  articleBody,
  articleBodyProblems,
  articles,
  bodyText,
  categoryPages,
  coursesWithTestimonialComment,
  csiaMention,
  englishPhrases,
  csiaPaths,
  homeTabCourses,
  homeTabs,
  legalPages,
  offers,
  offersPage,
  organisation,
  partners,
  team,
  courseFacts,
  trainerStockImage,
  upcomingSessions,
} from './index.ts';

const { courses } = content;
const courseById = (id: CourseId): Course => {
  const course = courses.find((candidate) => candidate.id === id);
  if (!course) throw new Error(`Missing course ${id}`);
  return course;
};

describe('content schema', () => {
  it('links articles to courses that exist', () => {
    const unknown = articles.flatMap((article) => article.relatedCourses.filter((id) => !courseIds.includes(id)));
    expect(unknown).toEqual([]);
  });

  it('gives /csia its seven paths, in the tabs’ order', () => {
    expect(csiaPaths.map((path) => path.key)).toEqual([
      '3d',
      'son',
      'traduction',
      'auteurs',
      'programmation',
      'direction',
      'production',
    ]);
  });

  it('holds the 20 courses of the spec, once each, in the spec’s order', () => {
    expect(courses.map((course) => course.id)).toEqual(Object.keys(expectedCourses));
  });
});

/** Section 9 of the spec, and the lead's fixed facts for the funding note, durations and hours. */
const expectedCourses: Record<CourseId, { price: string | undefined; duration: string; hours: string }> = {
  'creer-developper-produire-format-360': { price: '2900 € HT', duration: '7 jours', hours: '50h' },
  'les-cles-de-la-serie-documentaire': { price: '3900 € HT', duration: '10 jours', hours: '70h' },
  'atelier-ecriture-avec-ia': { price: '1680 € HT', duration: '4 jours', hours: '28h' },
  'la-fabrique-des-recits': { price: '2100 € HT', duration: '5 jours', hours: '35h' },
  'communication-digitale-audiovisuel': { price: '840 € HT', duration: '2 jours', hours: '14h' },
  // The funding note, with French typography's non-breaking space before the colon.
  'scenariste-de-jeux-tv': {
    price: 'Formation financée par l’Afdas\u00a0: nous consulter',
    duration: '5 jours',
    hours: '35h',
  },
  'boite-a-outils-ideation': { price: '1400 € HT', duration: '3 jours', hours: '21h' },
  'optimiser-process-ia-generative': { price: '2250 € HT', duration: '5 jours', hours: '35h' },
  'ia-parcours-fonctions-supports': { price: '650 € HT', duration: '1 jour', hours: '7h' },
  'ia-conception-jeux-videos': { price: '650 € HT', duration: '1 jour', hours: '7h' },
  'trouver-le-bon-projet': { price: '1500 € HT', duration: '3 jours', hours: '21h' },
  'ia-enjeux-juridiques': { price: '450 € HT', duration: '1 jour', hours: '4h' },
  'proteger-juridiquement': { price: '950 € HT', duration: '2 jours', hours: '14h' },
  'art-du-pitch': { price: '950 € HT', duration: '2 jours', hours: '14h' },
  'fresque-du-numerique': { price: '300 € HT', duration: 'Une demi-journée', hours: '3h30' },
  'demarche-ecoresponsable': { price: '3250 € HT', duration: '7 jours', hours: '50h' },
  'sensibilisation-vhmss': { price: 'En INTRA uniquement', duration: 'Une demi-journée', hours: '3h30' },
  'referent-vhmss': { price: '560 € HT', duration: '2 jours', hours: '14h' },
  'campagne-impact-film': { price: '2250 € HT', duration: '4 jours', hours: '28h' },
  'eco-conception-campagnes-publicitaires': { price: undefined, duration: '3 jours', hours: '21h' },
};

/** The spec's duration/hours pairs; the legal AI day is the one day counted as 4h. */
const durationHours = [
  '7 jours/50h',
  '10 jours/70h',
  '4 jours/28h',
  '5 jours/35h',
  '3 jours/21h',
  '1 jour/7h',
  '2 jours/14h',
  'Une demi-journée/3h30',
];

const expectedCategories: Record<string, readonly CourseId[]> = {
  'Concevoir et développer un projet audiovisuel': [
    'creer-developper-produire-format-360',
    'les-cles-de-la-serie-documentaire',
    'atelier-ecriture-avec-ia',
    'la-fabrique-des-recits',
    'scenariste-de-jeux-tv',
    'boite-a-outils-ideation',
    'trouver-le-bon-projet',
    'art-du-pitch',
  ],
  'Maîtriser les outils et accéder au marché': [
    'communication-digitale-audiovisuel',
    'optimiser-process-ia-generative',
    'ia-parcours-fonctions-supports',
    'ia-conception-jeux-videos',
    'ia-enjeux-juridiques',
    'proteger-juridiquement',
  ],
  'Construire une démarche RSE': [
    'fresque-du-numerique',
    'demarche-ecoresponsable',
    'sensibilisation-vhmss',
    'referent-vhmss',
    'campagne-impact-film',
    'eco-conception-campagnes-publicitaires',
  ],
};

/** The spec's dated sessions: first day, last day, number of periods when the spec fixes it. */
/** The spec's sessions (kept as history), then the 2027 cohorts (dates to confirm, in `valuesToConfirm`). */
const expectedSessions: Partial<Record<CourseId, { first: string; last: string; periods?: number }[]>> = {
  'les-cles-de-la-serie-documentaire': [
    { first: '2026-01-19', last: '2026-02-20' },
    { first: '2027-01-18', last: '2027-02-19' },
  ],
  'atelier-ecriture-avec-ia': [
    { first: '2026-01-22', last: '2026-01-30' },
    { first: '2027-01-21', last: '2027-01-29' },
  ],
  'boite-a-outils-ideation': [
    { first: '2026-02-09', last: '2026-02-11', periods: 1 },
    { first: '2027-02-08', last: '2027-02-10', periods: 1 },
  ],
  'demarche-ecoresponsable': [
    { first: '2026-01-26', last: '2026-02-18' },
    { first: '2027-01-25', last: '2027-02-17' },
  ],
  'eco-conception-campagnes-publicitaires': [
    { first: '2025-11-21', last: '2026-03-19', periods: 6 },
    { first: '2027-01-15', last: '2027-04-30', periods: 6 },
  ],
};
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

const days = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
const minutes = (time: string) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
};

describe('courses', () => {
  it.each(courseIds)('%s has the spec’s price, duration and hours', (id) => {
    const course = courseById(id);
    const expected = expectedCourses[id]!;
    const facts = courseFacts(course);
    expect(facts.price).toBe(expected.price);
    expect({ duration: facts.duration, hours: facts.hours }).toEqual({
      duration: expected.duration,
      hours: expected.hours,
    });
    expect(id === 'ia-enjeux-juridiques' || durationHours.includes(`${facts.duration}/${facts.hours}`)).toBe(true);
  });

  it('puts each course in its category', () => {
    expect(categories.map((category) => category.name)).toEqual(Object.keys(expectedCategories));
    for (const { name } of categories) {
      expect(courses.filter((course) => course.category === name).map((course) => course.id)).toEqual(
        expectedCategories[name],
      );
    }
  });

  it.each(courseIds)('%s has dated sessions exactly as the spec, then its 2027 cohort', (id) => {
    const course = courseById(id);
    const expected = expectedSessions[id];
    if (!expected) {
      expect(course.sessions).toEqual([]);
      expect(course.carouselImage).toBeUndefined();
      return;
    }
    const { sessions } = course;
    expect(sessions).toHaveLength(expected.length);
    expect(course.carouselImage).toBeDefined();
    sessions.forEach((details, index) => {
      const want = expected[index]!;
      expect(details.periods[0]?.start).toBe(want.first);
      expect(details.periods.at(-1)?.end).toBe(want.last);
      if (want.periods) expect(details.periods).toHaveLength(want.periods);
      expect(details.location).toBe('Paris');
      // Training days add up to the course's duration; a day of 4 hours or less is a half day.
      const dayLength = minutes(details.dailyHours.end) - minutes(details.dailyHours.start);
      const trainingDays = details.periods.reduce((sum, period) => sum + days(period.start, period.end), 0);
      expect(trainingDays * (dayLength <= 240 ? 0.5 : 1)).toBe(course.duration.days);
    });
    // A new cohort keeps its course's rhythm: the same weekdays, the same daily hours.
    const [history, next] = sessions;
    expect(next?.periods.map((period) => [weekday(period.start), weekday(period.end)])).toEqual(
      id === 'eco-conception-campagnes-publicitaires'
        ? next?.periods.map(() => [5, 5])
        : history?.periods.map((period) => [weekday(period.start), weekday(period.end)]),
    );
    expect(next?.dailyHours).toEqual(history?.dailyHours);
  });

  it('gives the partner course six half-day sessions in Paris, from 21/11/2025 to 19/03/2026', () => {
    const partner = courseById('eco-conception-campagnes-publicitaires');
    const spec = partner.sessions[0];
    expect(spec?.periods.every((period) => period.start === period.end)).toBe(true);
    expect(spec?.dailyHours).toEqual({ start: '14:00', end: '17:30' });
    expect(partner.location).toBe('Paris');
  });

  it('gives the partner course its link, logo and contact, and no price', () => {
    const partner = courseById('eco-conception-campagnes-publicitaires');
    expect(partner.badge).toBe('Partenaire');
    expect(partner.externalLink).toBe('https://www.agence-sillage.fr/formations/eco-conception');
    expect(partner.partnerContact).toBe('formation@agence-sillage.fr');
    expect(partner.partnerLogo).toMatchObject({ width: 320, height: 120 });
    expect(partner.price).toEqual({ discriminant: 'none' });
    expect(partner.trainers.map((trainer) => trainer.id)).toEqual(['equipe-sillage']);
    const others = courses.filter((course) => course.id !== partner.id);
    expect(others.some((course) => course.externalLink || course.partnerLogo || course.partnerContact)).toBe(false);
  });

  it('shows 3 cards in each home tab, with the middle-card rules applying', () => {
    const shown = homeTabs.map((tab) => homeTabCourses(courses, tab.key).map((course) => course.id));
    expect(shown.map((ids) => ids.length)).toEqual([3, 3, 3]);
    expect(shown[0]?.[1]).toBe('demarche-ecoresponsable');
    expect(shown[1]?.[1]).toBe('communication-digitale-audiovisuel');
  });

  it('fills the sessions carousel of December 2025 with the spec’s five sessions, then the 2027 cohorts', () => {
    const scheduled = upcomingSessions(courses, Date.parse('2025-12-01T12:00:00Z'));
    const ids = scheduled.map(({ course }) => course.id);
    expect(ids.slice(0, 5).sort()).toEqual(Object.keys(expectedSessions).sort());
    expect(ids.slice(5).sort()).toEqual(Object.keys(expectedSessions).sort());
  });

  it.each(courseIds)('%s states the admission rules', (id) => {
    const { admission } = courseById(id);
    expect(admission).toMatch(/10 jours/);
    expect(admission).toMatch(/entretien de motivation/i);
    expect(admission.split('. ').length).toBeGreaterThan(1);
  });

  it('asks a 3-page synopsis for the writing-centred courses', () => {
    const writing: CourseId[] = [
      'la-fabrique-des-recits',
      'scenariste-de-jeux-tv',
      'les-cles-de-la-serie-documentaire',
      'creer-developper-produire-format-360',
    ];
    for (const id of writing)
      expect(courseById(id).admission).toMatch(/synopsis.*(?:3|trois) pages|(?:3|trois) pages.*synopsis/i);
  });

  it('requires 2 years of audiovisual experience for the eco-responsible approach', () => {
    const course = courseById('demarche-ecoresponsable');
    const twoYears = /(?:2|deux) (?:ans|années)/i;
    expect(course.admission).toMatch(twoYears);
    expect(course.prerequisites).toMatch(twoYears);
  });

  it.each(courseIds)('%s names the disability contact', (id) => {
    const { accessibility } = courseById(id);
    expect(accessibility).toContain(organisation.disabilityContact.name);
    expect(accessibility).toContain(organisation.disabilityContact.email);
  });

  it('scores testimonials out of 5 and gives comments to most courses', () => {
    for (const course of courses) {
      const scores = course.testimonials;
      if (!scores) continue;
      for (const score of [scores.quality, scores.pertinence, scores.organisation]) {
        expect(score).toBeGreaterThanOrEqual(4.2);
        expect(score).toBeLessThanOrEqual(5);
      }
    }
    const commented = coursesWithTestimonialComment(courses).length;
    expect(commented).toBeGreaterThan(courses.length / 2);
    expect(commented).toBeLessThan(courses.length);
  });

  it.each(courseIds)('%s has its topic illustration', (id) => {
    expect(courseById(id).image).toMatchObject({ width: 1200, height: 800 });
  });
});

describe('articles', () => {
  const words = (text: string) =>
    text
      .replace(/\*\*/g, ' ')
      .split(/\s+/)
      .filter((word) => /[\p{L}\p{N}]/u.test(word));

  it('are five, covering the four categories', () => {
    expect(articles).toHaveLength(5);
    expect(new Set(articles.map((article) => article.category))).toEqual(new Set(articleCategories));
  });

  it.each(articles.map((article) => [article.id, article] as const))('%s has 600 to 1200 words', (_id, article) => {
    const count = words(article.content).length;
    expect(count).toBeGreaterThanOrEqual(600);
    expect(count).toBeLessThanOrEqual(1200);
  });

  it.each(articles.map((article) => [article.id, article] as const))(
    '%s has bold question headings between paragraphs',
    (_id, article) => {
      const blocks = [articleBody(article)].flat().filter(Markdoc.Tag.isTag);
      const headings = blocks.filter((block) => block.name === 'Heading').map(bodyText);
      expect(headings.length).toBeGreaterThanOrEqual(2);
      expect(headings.some((heading) => heading.trim().endsWith('?'))).toBe(true);
      expect(blocks[0]?.name).toBe('p');
    },
  );

  it('have bodies the site’s Markdoc schema reads without a problem', () => {
    expect(articleBodyProblems()).toEqual([]);
  });

  it('have their 1200×675 image', () => {
    for (const article of articles) expect(article.image).toMatchObject({ width: 1200, height: 675 });
  });
});

describe('organisation', () => {
  it('has a team of 4 holding the 4 positions', () => {
    expect(team.map((member) => member.position)).toEqual([
      'Fondateur',
      'Présidente',
      'Directeur Général',
      'Responsable de formation',
    ]);
  });

  it('has 5 partners', () => {
    expect(partners).toHaveLength(5);
  });

  it('names logos and portraits from the entry, never asking staff: the partner’s name, « Portrait de » the person', () => {
    expect(partners.map((partner) => partner.logo.alt)).toEqual(partners.map((partner) => partner.name));
    expect(team.map((member) => member.image.alt)).toEqual(team.map((member) => `Portrait de ${member.name}`));
    const trainers = [...content.trainersById.values()].filter((trainer) => trainer.photo);
    expect(trainers.length).toBeGreaterThan(0);
    expect(trainers.map((trainer) => trainer.photo!.alt)).toEqual(
      trainers.map((trainer) => `Portrait de ${trainer.name}`),
    );
  });

  it('has the 3 offers of the spec, with their prices', () => {
    expect(offers.map((offer) => [offer.title, offer.price])).toEqual([
      ['Adhésion au Réseau', 'Tarif selon profil'],
      ['Service Accompagnement', '1500 € H.T.'],
      ['Service Expertise', '2500 € H.T.'],
    ]);
  });

  it('was founded in 2016, is contacted in Paris, and has no social account address yet', () => {
    expect(organisation.foundingYear).toBe(2016);
    expect(organisation.displayAddress).toBe('Paris, France');
    expect(organisation.socialLinks.map((link) => [link.network, link.url])).toEqual([
      ['X', null],
      ['LinkedIn', null],
      ['YouTube', null],
    ]);
  });
});

describe('legal pages', () => {
  const legalNotice = legalPages['mentions-legales']!;
  const privacyPolicy = legalPages['politique-de-confidentialite']!;
  const termsOfUse = legalPages.cgu!;
  const pageText = (page: typeof legalNotice) => `${page.intro}\n${bodyText(page.body)}`;

  it('show a share capital of 9788 euros', () => {
    expect(organisation.shareCapital).toBe(9788);
    expect(pageText(legalNotice).replace(/[\s\u00a0\u202f]/g, '')).toContain('capitalde9788€');
  });

  it('date the privacy policy and the terms of use from January 2025', () => {
    expect(privacyPolicy.lastUpdated).toBe('janvier 2025');
    expect(termsOfUse.lastUpdated).toBe('janvier 2025');
  });

  it('name the publisher, the publication director and the host', () => {
    const text = pageText(legalNotice);
    for (const fact of [
      organisation.legalName,
      organisation.rcs,
      organisation.publicationDirector.name,
      organisation.host.legalName,
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('keep prospects’ data 3 years and tell about the CNIL', () => {
    const text = pageText(privacyPolicy);
    expect(text).toMatch(/(?:3|trois) ans/);
    expect(text).toContain('CNIL');
  });
});

/** Every value of the package's data, with the key it sits under. */
function* walk(value: unknown, key = ''): Generator<[string, unknown]> {
  yield [key, value];
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* walk(item, `${key}.${index}`);
  else if (value && typeof value === 'object') {
    for (const [child, item] of Object.entries(value)) yield* walk(item, `${key}.${child}`);
  }
}

const data = Object.entries(content).filter(([, value]) => typeof value !== 'function');
const entries = data.flatMap(([name, value]) => [...walk(value, name)]);
const isImage = (value: unknown): value is ImageAsset =>
  !!value && typeof value === 'object' && 'src' in value && 'width' in value && 'height' in value && 'alt' in value;

describe('texts', () => {
  it('are never empty', () => {
    const empty = entries.filter(([, value]) => typeof value === 'string' && value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('hold no placeholder', () => {
    const placeholder = /lorem|ipsum|à compléter|a completer|\b(?:TODO|TBD|FIXME|XXX)\b|placeholder/i;
    const found = entries
      .filter(([key, value]) => typeof value === 'string' && !key.endsWith('.src') && placeholder.test(value))
      .map(([key]) => key);
    expect(found).toEqual([]);
  });
});

/** Every SVG of the assets folder, as Vite hands its URL to the data modules. */
const assetUrls = import.meta.glob<string>('../assets/**/*.svg', { eager: true, import: 'default' });
const assetsBySrc = new Map<string, string[]>();
for (const [file, src] of Object.entries(assetUrls)) assetsBySrc.set(src, [...(assetsBySrc.get(src) ?? []), file]);

const svgSize = (file: string) => {
  const svg = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attribute = (name: string) => Number(new RegExp(`\\s${name}=["'](\\d+(?:\\.\\d+)?)(?:px)?["']`).exec(tag)?.[1]);
  return { width: attribute('width'), height: attribute('height') };
};

const images = entries.filter((entry): entry is [string, ImageAsset] => isImage(entry[1]));

describe('images', () => {
  it('are found in the data', () => {
    // Course and trainer pictures, team, partners, articles, categories, CSIA, the stock portrait.
    expect(images.length).toBeGreaterThan(60);
    expect(images.some(([, image]) => image === trainerStockImage)).toBe(true);
  });

  it('each point to an SVG file of packages/content/assets', () => {
    const missing = images.filter(([, image]) => !assetsBySrc.has(image.src)).map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it('each have an intrinsic size and an alt text', () => {
    for (const [key, image] of images) {
      expect(Number.isInteger(image.width) && image.width > 0, key).toBe(true);
      expect(Number.isInteger(image.height) && image.height > 0, key).toBe(true);
      // No content image is decorative: each one says what it shows.
      expect(image.alt.trim(), key).not.toBe('');
    }
  });

  it('declare the size written in their SVG file', () => {
    const mismatches = images.flatMap(([key, image]) =>
      (assetsBySrc.get(image.src) ?? []).flatMap((file) => {
        const size = svgSize(file);
        return size.width === image.width && size.height === image.height
          ? []
          : [`${key} (${file}): declared ${image.width}×${image.height}, file ${size.width}×${size.height}`];
      }),
    );
    expect(mismatches).toEqual([]);
  });

  it('draw no text: an image cannot use the site fonts, so its words are outlines, never a system font', () => {
    const withText = Object.keys(assetUrls).filter((file) =>
      /<text\b|font-family/.test(readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')),
    );
    expect(withText).toEqual([]);
  });

  it('use every SVG file of the assets folder', () => {
    const used = new Set(images.flatMap(([, image]) => assetsBySrc.get(image.src) ?? []));
    expect(Object.keys(assetUrls).filter((file) => !used.has(file))).toEqual([]);
  });
});

describe('mentions of the AI services centre', () => {
  it('are written the way csiaMention links them on /la-fabrique, /nos-offres and the outils-marché category', () => {
    const texts = [
      ...aboutPage.whoWeAre.paragraphs,
      ...partners.map((partner) => partner.description),
      ...offersPage.membershipReasons.items.map((item) => item.text),
      ...offers.flatMap((offer) => offer.features),
      ...categoryPages['outils-marche']!.whyChoose.reasons,
    ];
    const mentions = texts.filter((text) => /centre de services ia/i.test(text));
    expect(mentions.length).toBeGreaterThanOrEqual(5);
    for (const text of mentions) expect(text).toContain(csiaMention.phrase);
  });
});

describe('names in English', () => {
  it('are each mentioned by the content, as englishPhrases writes them', () => {
    const texts = JSON.stringify({ homeHero: content.homeHero, courses: content.courses });
    for (const { phrase } of englishPhrases) expect(texts, phrase).toContain(phrase);
  });
});
