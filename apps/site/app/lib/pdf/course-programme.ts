/**
 * The downloadable programme of a course (Qualiopi indicator 1): the course page's data, in the page's order,
 * on dated A4 pages.
 */
import {
  admissionSentences,
  categoryTone,
  courseSatisfaction,
  sessionDateRange,
  sessionWeekLines,
  type Course,
} from '@fabrique/content';
import { frenchLongDate } from '../french-date.ts';
import {
  PdfLayout,
  bodyStyle,
  categoryPalette,
  contentWidth,
  hexColor,
  labelStyle,
  margin,
  pageSize,
  pdfPalette,
  smallStyle,
  strongStyle,
  type PdfBuildOptions,
  type TextStyle,
} from './layout.ts';

export type CourseProgrammeOptions = PdfBuildOptions;

/** The PDF's title metadata, also usable as the frame title or link text. */
export function courseProgrammeTitle(course: Course): string {
  return `${course.title} — Programme de formation`;
}

/** '1,5' rather than '1.5': French decimal comma. */
const frenchNumber = (value: number): string => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });

const white = hexColor(pdfPalette.white);
const mutedBodyStyle: TextStyle = { ...bodyStyle, color: smallStyle.color };

/** The category-coloured opening band: kicker, category, title and badge. */
function drawHero(layout: PdfLayout, course: Course, organisationName: string, tint: string): void {
  const kicker: TextStyle = { ...labelStyle, size: 8, color: white };
  const category: TextStyle = { weight: 'regular', size: 9.5, leading: 13, color: hexColor(tint) };
  const title: TextStyle = { weight: 'bold', size: 22, leading: 27, color: white };
  const badge: TextStyle = { weight: 'bold', size: 8, leading: 10, color: layout.accent };
  const titleLines = layout.wrap(course.title, title, contentWidth);
  const categoryLines = layout.wrap(course.category, category, contentWidth);
  const badgeHeight = 18;
  const height =
    38 +
    kicker.leading +
    20 +
    categoryLines.length * category.leading +
    6 +
    titleLines.length * title.leading +
    14 +
    badgeHeight +
    28;
  const { page } = layout;
  page.drawRectangle({ x: 0, y: pageSize.height - height, width: pageSize.width, height, color: layout.accent });

  let y = pageSize.height - 38;
  layout.drawLines(['PROGRAMME DE FORMATION'], kicker, margin.left, y);
  layout.drawRightAligned(organisationName, { ...kicker, size: 11, leading: 10 }, margin.left + contentWidth, y);
  y -= kicker.leading + 20;
  y = layout.drawLines(categoryLines, category, margin.left, y) - 6;
  y = layout.drawLines(titleLines, title, margin.left, y) - 14;
  const badgeWidth = layout.textWidth(course.badge.toUpperCase(), badge) + 20;
  layout.roundedRect(
    { x: margin.left, y: y - badgeHeight, width: badgeWidth, height: badgeHeight },
    badgeHeight / 2,
    white,
  );
  layout.drawLines([course.badge.toUpperCase()], badge, margin.left + 10, y - (badgeHeight - badge.leading) / 2);
  layout.y = pageSize.height - height - 22;
}

/** The key facts as tiles, like the page's side cards: Durée, Tarif (only with a price), Localisation, Sessions. */
function drawFacts(layout: PdfLayout, course: Course, tint: string): void {
  const facts = [
    { label: 'Durée', value: `${course.duration} · ${course.hours}` },
    ...(course.price ? [{ label: 'Tarif', value: course.price }] : []),
    {
      label: 'Localisation',
      value: course.location === 'Paris (ou distanciel)' ? 'Paris\nDisponible en distanciel' : course.location,
    },
    {
      label: 'Prochaine session',
      value: course.sessionDetails ? sessionDateRange(course.sessionDetails) : course.sessions,
    },
  ];
  const gap = 8;
  const padding = 10;
  const tileWidth = (contentWidth - gap * (facts.length - 1)) / facts.length;
  const label: TextStyle = { ...labelStyle, color: layout.accent };
  const value: TextStyle = { ...strongStyle, size: 9.5, leading: 13 };
  const tiles = facts.map((fact) => ({
    label: layout.wrap(fact.label.toUpperCase(), label, tileWidth - 2 * padding),
    value: layout.wrap(fact.value, value, tileWidth - 2 * padding),
  }));
  const height =
    2 * padding +
    Math.max(...tiles.map((tile) => tile.label.length * label.leading + 3 + tile.value.length * value.leading));
  layout.block(height, (top) => {
    tiles.forEach((tile, index) => {
      const x = margin.left + index * (tileWidth + gap);
      layout.roundedRect({ x, y: top - height, width: tileWidth, height }, 6, hexColor(tint));
      const below = layout.drawLines(tile.label, label, x + padding, top - padding) - 3;
      layout.drawLines(tile.value, value, x + padding, below);
    });
  });
  layout.space(6);
}

function drawTrainers(layout: PdfLayout, course: Course): void {
  if (course.trainers.length === 0) return;
  layout.itemsSection('Équipe formatrice', course.trainers, (trainer) => {
    layout.subheading(trainer.name);
    layout.paragraph(trainer.title, mutedBodyStyle, { spaceAfter: trainer.description ? 2 : 6 });
    if (trainer.description) layout.paragraph(trainer.description);
  });
}

function drawProgram(layout: PdfLayout, course: Course): void {
  layout.itemsSection('Programme détaillé', course.program, (module) => {
    layout.subheading(module.title);
    layout.list(module.content);
  });
}

function drawAlumni(layout: PdfLayout, course: Course): void {
  const satisfaction = courseSatisfaction(course);
  const scores = course.testimonials;
  if (satisfaction === undefined || !scores) return;
  const { comment } = scores;
  layout.section('Appréciations des alumni', () => {
    layout.paragraph(`Satisfaction globale : ${frenchNumber(satisfaction)} / 5`, strongStyle, { spaceAfter: 2 });
    layout.paragraph(
      `Qualité ${frenchNumber(scores.quality)} / 5 · Pertinence ${frenchNumber(scores.pertinence)} / 5 · Organisation ${frenchNumber(scores.organisation)} / 5`,
      mutedBodyStyle,
    );
    if (comment) layout.paragraph(`« ${comment} »`, mutedBodyStyle);
  });
}

function drawSessions(layout: PdfLayout, course: Course): void {
  const details = course.sessionDetails;
  layout.section(details && details.periods.length > 1 ? 'Prochaines sessions' : 'Prochaine session', () => {
    if (!details) {
      layout.paragraph(course.sessions);
      return;
    }
    layout.paragraph(sessionDateRange(details), strongStyle, { spaceAfter: 4 });
    layout.list(sessionWeekLines(details));
    layout.paragraph(`Lieu : ${details.location}`);
  });
}

function drawContact(layout: PdfLayout, course: Course, options: CourseProgrammeOptions): void {
  const { organisation } = options;
  const courseUrl = `${options.siteUrl}/formations/${course.id}`;
  const link: TextStyle = { ...bodyStyle, color: layout.accent };
  layout.section('Contact et inscription', () =>
    layout.card(
      [
        { text: organisation.name, style: strongStyle },
        { text: `E-mail : ${organisation.email}`, style: link, url: `mailto:${organisation.email}`, gapBefore: 4 },
        { text: `Téléphone : ${organisation.phone}`, style: bodyStyle },
        { text: organisation.headOffice.display, style: bodyStyle },
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
        { text: 'Cette formation en ligne :', style: { ...labelStyle, leading: 12 }, gapBefore: 8 },
        { text: courseUrl, style: link, url: courseUrl },
      ],
      { background: hexColor(pdfPalette.surface), bar: layout.accent },
    ),
  );
}

/** An A4 programme of `course`, dated `generatedAt`. Pure: no clock, no file system. */
export async function buildCourseProgrammePdf(course: Course, options: CourseProgrammeOptions): Promise<Uint8Array> {
  const { organisation, generatedAt } = options;
  const tone = categoryPalette[categoryTone(course.category)];
  const layout = await PdfLayout.create({
    metadata: {
      title: courseProgrammeTitle(course),
      subject: `Programme de la formation « ${course.title} » : objectifs, contenu, modalités et sessions.`,
      keywords: ['programme de formation', course.category, course.badge, organisation.name, 'Qualiopi'],
      author: organisation.name,
      creator: `${organisation.name} — ${options.siteUrl}`,
      generatedAt,
    },
    footer: {
      legal: `${organisation.legalName}, ${organisation.headOffice.display}, SIRET ${organisation.siret}. ${organisation.trainingDeclaration.mention} ${organisation.qualiopi.mention}`,
      note: `Programme mis à jour le ${frenchLongDate(generatedAt)}`,
    },
    accent: hexColor(tone.solid),
    runningHead: { left: organisation.name, right: course.title },
  });

  drawHero(layout, course, organisation.name, tone.tint);
  drawFacts(layout, course, tone.tint);

  layout.section('Présentation', () => layout.paragraph(course.description));
  drawTrainers(layout, course);
  layout.section('Objectifs pédagogiques', () => layout.list(course.objectives, { ordered: true }));
  drawProgram(layout, course);
  layout.section('Public', () => layout.paragraph(course.public));
  layout.section('Prérequis', () => layout.paragraph(course.prerequisites));
  layout.section('Méthodologie', () => layout.paragraph(course.methodology));
  layout.section('Admission', () => layout.list(admissionSentences(course.admission)));
  layout.section('Obtention', () => layout.list(course.obtention));
  const { evaluation, atouts } = course;
  if (evaluation && evaluation.length > 0) layout.section('Évaluation des compétences', () => layout.list(evaluation));
  if (atouts && atouts.length > 0) layout.section('Atouts de la formation', () => layout.list(atouts));
  drawAlumni(layout, course);
  drawSessions(layout, course);
  layout.section('Accessibilité', () => layout.paragraph(course.accessibility));
  drawContact(layout, course, options);

  return layout.save();
}
