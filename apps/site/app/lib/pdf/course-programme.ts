/**
 * The downloadable programme of a course (Qualiopi indicator 1): the course page's sections (`courseOutline`, shared
 * with the page), then how to enrol, on dated A4 pages.
 */
import {
  comingSoon,
  courseFacts,
  admissionSentences,
  categoryTone,
  courseFundingOptions,
  courseOutline,
  courseResultFigures,
  currentSessions,
  frenchDateAt,
  relatedArticles,
  resultHeading,
  sessionDateRange,
  sessionWeekLines,
  type Course,
  type CourseSectionId,
  articlePath,
} from '@fabrique/content';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  card,
  categoryPalette,
  list,
  margin,
  paragraph,
  pdfDocument,
  pdfPalette,
  renderPdf,
  section,
  textStyles,
  type PdfBuildOptions,
} from './document.ts';

export type CourseProgrammeOptions = PdfBuildOptions;

/** The PDF's title metadata, also usable as the frame title or link text. */
export function courseProgrammeTitle(course: Course): string {
  return `${course.title} — Programme de formation`;
}

/** '1,5' rather than '1.5': French decimal comma. */
const frenchNumber = (value: number): string => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });

const noLines = { hLineWidth: () => 0, vLineWidth: () => 0 } as const;

/** The category-coloured opening band, bled to the page's edges: kicker, category, title and badge. */
function hero(course: Course, organisationName: string, tone: { solid: string; tint: string }): Content {
  const white = pdfPalette.white;
  const badge: Content = {
    table: { body: [[{ text: course.badge.toUpperCase(), ...textStyles.label, color: tone.solid }]] },
    layout: {
      ...noLines,
      fillColor: white,
      paddingLeft: () => 9,
      paddingRight: () => 9,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  };
  return {
    margin: [-margin.left, -margin.top, -margin.right, 18],
    table: {
      widths: ['*'],
      body: [
        [
          {
            margin: [margin.left, 34, margin.right, 26],
            stack: [
              {
                columns: [
                  { text: 'PROGRAMME DE FORMATION', ...textStyles.label, fontSize: 8, color: white },
                  {
                    text: organisationName,
                    ...textStyles.title,
                    fontSize: 11,
                    color: white,
                    alignment: 'right',
                    width: 'auto',
                  },
                ],
              },
              { text: course.category, fontSize: 9.5, color: tone.tint, margin: [0, 20, 0, 6] },
              { text: course.title, ...textStyles.title, fontSize: 22, color: white, margin: [0, 0, 0, 14] },
              badge,
            ],
          },
        ],
      ],
    },
    layout: {
      ...noLines,
      fillColor: tone.solid,
      paddingLeft: () => 0,
      paddingRight: () => 0,
      paddingTop: () => 0,
      paddingBottom: () => 0,
    },
  };
}

/** The key facts as tiles, like the page's side cards: Durée, Tarif (only with a price), Localisation, Sessions. */
function facts(course: Course, tone: { solid: string; tint: string }, generatedAt: Date): Content {
  const next = currentSessions(course, generatedAt)[0];
  const { duration, hours, price, location, remoteNote } = courseFacts(course);
  const tiles = [
    { label: 'Durée', value: `${duration} · ${hours}` },
    ...(price ? [{ label: 'Tarif', value: price }] : []),
    { label: 'Localisation', value: remoteNote ? `${location}\n${remoteNote}` : location },
    {
      label: 'Prochaine session',
      value: next ? sessionDateRange(next) : comingSoon,
    },
  ];
  return {
    margin: [0, 0, 0, 4],
    table: {
      widths: tiles.map(() => '*'),
      body: [
        tiles.map((tile) => ({
          stack: [
            { text: tile.label.toUpperCase(), ...textStyles.label, color: tone.solid, margin: [0, 0, 0, 3] },
            { text: tile.value, bold: true, fontSize: 9.5 },
          ],
        })),
      ],
    },
    // White vertical rules of 8 pt are the gaps between the tiles.
    layout: {
      fillColor: tone.tint,
      hLineWidth: () => 0,
      vLineWidth: (index, node) => (index === 0 || index === node.table.widths?.length ? 0 : 8),
      vLineColor: pdfPalette.white,
      paddingLeft: () => 10,
      paddingRight: () => 10,
      paddingTop: () => 10,
      paddingBottom: () => 10,
    },
  };
}

/** The blocks under a section's heading (the heading and bookmark are the outline's title). */
type SectionBlocks = (course: Course, accent: string, siteUrl: string, generatedAt: Date) => Content[];

const paragraphOf = (text: string): Content[] => [paragraph(text)];

/** Titled points (funding options, result figures), each kept whole on its page, like the page's FeatureList. */
const titledPoints = (points: readonly { title: string; text: string }[]): Content[] =>
  points.map((point) => ({
    unbreakable: true,
    margin: [0, 0, 0, 6],
    stack: [{ text: point.title, ...textStyles.subheading, margin: [0, 0, 0, 2] }, paragraph(point.text)],
  }));

/** What each section of the course outline holds, as on the course page. */
const sectionBlocks: Record<CourseSectionId, SectionBlocks> = {
  presentation: (course) => paragraphOf(course.description),
  equipe: (course) =>
    course.trainers.map((trainer) => ({
      unbreakable: true,
      margin: [0, 0, 0, 8],
      stack: [
        { text: trainer.name, ...textStyles.subheading },
        { text: trainer.title, ...textStyles.muted, margin: [0, 0, 0, 2] },
        ...(trainer.description ? [{ text: trainer.description }] : []),
      ],
    })),
  objectifs: (course, accent) => list(course.objectives, accent, { ordered: true }),
  programme: (course, accent) =>
    course.program.map((module) => ({
      unbreakable: true,
      margin: [0, 2, 0, 4],
      stack: [{ text: module.title, ...textStyles.subheading, margin: [0, 0, 0, 3] }, ...list(module.content, accent)],
    })),
  public: (course) => paragraphOf(course.public),
  prerequis: (course) => paragraphOf(course.prerequisites),
  methodologie: (course) => paragraphOf(course.methodology),
  admission: (course, accent) => list(admissionSentences(course.admission), accent),
  obtention: (course, accent) => list(course.obtention, accent),
  evaluation: (course, accent) => list(course.evaluation ?? [], accent),
  atouts: (course, accent) => list(course.atouts ?? [], accent),
  // The mean of these scores is the 'Résultats' section's, given there with its respondents and period.
  appreciations: (course) => {
    const scores = course.testimonials;
    if (!scores) return [];
    const { comment } = scores;
    return [
      {
        stack: [
          paragraph(
            `Qualité ${frenchNumber(scores.quality)} / 5 · Pertinence ${frenchNumber(scores.pertinence)} / 5 · Organisation ${frenchNumber(scores.organisation)} / 5`,
            { bold: true },
          ),
          // No-break spaces inside the guillemets, so that » never starts a line alone.
          ...(comment ? [paragraph(`«\u00a0${comment}\u00a0»`, textStyles.muted)] : []),
        ],
      },
    ];
  },
  resultats: (course) =>
    titledPoints(courseResultFigures(course).map((figure) => ({ title: resultHeading(figure), text: figure.text }))),
  // The sessions not ended on the programme's date, as the course page shows them that day.
  sessions: (course, accent, _siteUrl, generatedAt) => {
    const sessions = currentSessions(course, generatedAt);
    if (sessions.length === 0) return paragraphOf(comingSoon);
    return sessions.map((details) => ({
      stack: [
        { text: sessionDateRange(details), bold: true, margin: [0, 0, 0, 4] },
        ...list(sessionWeekLines(details), accent),
        paragraph(`Lieu : ${details.location}`),
      ],
    }));
  },
  financement: (course) => titledPoints(courseFundingOptions(course)),
  accessibilite: (course) => paragraphOf(course.accessibility),
  articles: (course, accent, siteUrl) => [
    {
      ul: relatedArticles(course.id).map((article) => ({
        text: article.title,
        link: `${siteUrl}${articlePath(article.id)}`,
        color: accent,
      })),
      markerColor: accent,
      margin: [0, 0, 0, 8],
    },
  ],
};

function contact(course: Course, options: CourseProgrammeOptions, accent: string): Content[] {
  const { organisation } = options;
  const courseUrl = `${options.siteUrl}/formations/${course.id}`;
  const link = { color: accent };
  return section('Contact et inscription', accent, [
    card(
      [
        { text: organisation.name, style: textStyles.strong },
        { text: `E-mail : ${organisation.email}`, style: link, url: `mailto:${organisation.email}`, gapBefore: 4 },
        { text: `Téléphone : ${organisation.phone}` },
        { text: organisation.headOffice.display },
        ...(course.partnerContact
          ? [
              {
                text: `Contact du partenaire : ${course.partnerContact}`,
                style: link,
                url: `mailto:${course.partnerContact}`,
                gapBefore: 6,
              },
            ]
          : []),
        ...(course.externalLink
          ? [{ text: `Page du partenaire : ${course.externalLink}`, style: link, url: course.externalLink }]
          : []),
        { text: 'CETTE FORMATION EN LIGNE :', style: textStyles.label, gapBefore: 8 },
        { text: courseUrl, style: link, url: courseUrl },
      ],
      { background: pdfPalette.surface, bar: accent },
    ),
  ]);
}

/** The programme of `course` as a pdfmake document, dated `generatedAt`. Pure: no clock, no file system. */
export function courseProgrammeDocument(course: Course, options: CourseProgrammeOptions): TDocumentDefinitions {
  const { organisation, generatedAt } = options;
  const tone = categoryPalette[categoryTone(course.category)];
  const accent = tone.solid;
  return pdfDocument(
    {
      title: courseProgrammeTitle(course),
      subject: `Programme de la formation « ${course.title} » : objectifs, contenu, modalités et sessions.`,
      keywords: ['programme de formation', course.category, course.badge, organisation.name, 'Qualiopi'],
      author: organisation.name,
      creator: `${organisation.name} — ${options.siteUrl}`,
      generatedAt,
      accent,
      runningHead: { left: organisation.name, right: course.title },
      footer: {
        legal: `${organisation.legalName}, ${organisation.headOffice.display}, SIRET ${organisation.siret}. ${organisation.trainingDeclaration.mention} ${organisation.qualiopi.mention}`,
        note: `Programme mis à jour le ${frenchDateAt(generatedAt)}`,
      },
    },
    [
      hero(course, organisation.name, tone),
      facts(course, tone, generatedAt),
      ...courseOutline(course, generatedAt).map((entry) =>
        section(entry.title, accent, sectionBlocks[entry.id](course, accent, options.siteUrl, generatedAt)),
      ),
      contact(course, options, accent),
    ],
  );
}

/** An A4 programme of `course`, dated `generatedAt`. */
export function buildCourseProgrammePdf(course: Course, options: CourseProgrammeOptions): Promise<Uint8Array> {
  return renderPdf(courseProgrammeDocument(course, options));
}
