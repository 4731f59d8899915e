/** The CSIA catalogue shown and offered for download on /csia/catalogue: cover, contents, paths, conditions, contact. */
import type { CsiaCatalogue, CsiaPath, CsiaTopic } from '@fabrique/content';
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
  type PdfAnchor,
  type PdfBuildOptions,
  type TextStyle,
} from './layout.ts';

export type CsiaCatalogueOptions = PdfBuildOptions;

/** The PDF's title metadata, also usable as the frame title. */
export function csiaCatalogueTitle(catalogue: CsiaCatalogue): string {
  return `${catalogue.title} — ${catalogue.edition}`;
}

const accent = hexColor(pdfPalette.coralDeep);
const white = hexColor(pdfPalette.white);
const mutedBodyStyle: TextStyle = { ...bodyStyle, color: smallStyle.color };

/** Nodes and links of a small network, the site's 'AI nodes' motif, in the cover's upper right. */
const coverNodes: readonly (readonly [x: number, y: number, radius: number, colour: string])[] = [
  [392, 770, 5, categoryPalette.blue.solid],
  [452, 735, 9, pdfPalette.coral],
  [520, 782, 4, categoryPalette.green.tint],
  [500, 690, 6, categoryPalette.purple.solid],
  [420, 668, 4, pdfPalette.onStageMuted],
  [548, 640, 7, categoryPalette.blue.tint],
  [470, 610, 5, categoryPalette.green.solid],
  [360, 705, 3, pdfPalette.onStageMuted],
  [540, 560, 4, pdfPalette.coral],
  [410, 590, 6, categoryPalette.purple.tint],
];
const coverLinks: readonly (readonly [from: number, to: number])[] = [
  [0, 1],
  [1, 2],
  [1, 3],
  [1, 4],
  [3, 5],
  [3, 6],
  [4, 7],
  [4, 6],
  [6, 8],
  [6, 9],
  [5, 8],
];

function drawCover(layout: PdfLayout, catalogue: CsiaCatalogue, organisationName: string): void {
  layout.fillPage(hexColor(pdfPalette.ink), true);
  const { page } = layout;
  for (const [from, to] of coverLinks) {
    const [x1, y1] = coverNodes[from] ?? [0, 0];
    const [x2, y2] = coverNodes[to] ?? [0, 0];
    page.drawLine({
      start: { x: x1, y: y1 },
      end: { x: x2, y: y2 },
      thickness: 0.8,
      color: hexColor(pdfPalette.onStageMuted),
      opacity: 0.35,
    });
  }
  for (const [x, y, radius, colour] of coverNodes) page.drawCircle({ x, y, size: radius, color: hexColor(colour) });

  const top = pageSize.height - 56;
  layout.drawLines([organisationName], { weight: 'bold', size: 13, leading: 16, color: white }, margin.left, top);

  const kicker: TextStyle = { ...labelStyle, size: 9, leading: 12, color: hexColor(pdfPalette.coral) };
  const title: TextStyle = { weight: 'bold', size: 38, leading: 44, color: white };
  const subtitle: TextStyle = { weight: 'regular', size: 14, leading: 19, color: hexColor(pdfPalette.onStageMuted) };
  const edition: TextStyle = { weight: 'bold', size: 11, leading: 14, color: hexColor(pdfPalette.coral) };
  let y = 470;
  y = layout.drawLines(['CATALOGUE DE FORMATION'], kicker, margin.left, y) - 10;
  y = layout.drawLines(layout.wrap(catalogue.title, title, contentWidth * 0.85), title, margin.left, y) - 14;
  page.drawRectangle({ x: margin.left, y: y - 4, width: 56, height: 4, color: hexColor(pdfPalette.coral) });
  y -= 22;
  y = layout.drawLines(layout.wrap(catalogue.subtitle, subtitle, contentWidth), subtitle, margin.left, y) - 8;
  layout.drawLines([catalogue.edition], edition, margin.left, y);

  const pathsLabel: TextStyle = { ...labelStyle, color: hexColor(pdfPalette.onStageMuted) };
  const pathsText: TextStyle = { weight: 'regular', size: 10, leading: 15, color: white };
  const paths = layout.wrap(catalogue.sections.map((path) => path.label).join('  ·  '), pathsText, contentWidth);
  const pathsTop = 150 + paths.length * pathsText.leading;
  layout.drawLines(
    [`${catalogue.sections.length} PARCOURS MÉTIERS`],
    pathsLabel,
    margin.left,
    pathsTop + pathsLabel.leading + 4,
  );
  layout.drawLines(paths, pathsText, margin.left, pathsTop);
}

const contentsStyle: TextStyle = { ...bodyStyle, leading: 18 };

/** Contents with dot leaders and page numbers, each line a link to its section. */
function drawContents(
  layout: PdfLayout,
  anchor: PdfAnchor,
  entries: readonly { title: string; pageNumber: number; target: PdfAnchor }[],
): void {
  const leaderStyle: TextStyle = { ...contentsStyle, color: hexColor(pdfPalette.onStageMuted) };
  const leaderUnit = layout.textWidth(' .', leaderStyle);
  entries.forEach((entry, index) => {
    const top = anchor.top - index * contentsStyle.leading;
    const number = String(entry.pageNumber);
    const numberWidth = layout.textWidth(number, contentsStyle);
    const title = layout.truncate(entry.title, contentsStyle, contentWidth - numberWidth - 40);
    const leaderWidth = contentWidth - layout.textWidth(title, contentsStyle) - numberWidth - 12;
    const leader = ' .'.repeat(Math.max(0, Math.floor(leaderWidth / leaderUnit)));
    layout.drawLines([title], contentsStyle, margin.left, top, anchor.page);
    layout.drawRightAligned(leader, leaderStyle, margin.left + contentWidth - numberWidth - 6, top, anchor.page);
    layout.drawRightAligned(number, { ...contentsStyle, weight: 'bold' }, margin.left + contentWidth, top, anchor.page);
    layout.addInternalLink(
      entry.target,
      { x: margin.left, y: top - contentsStyle.leading, width: contentWidth, height: contentsStyle.leading },
      anchor.page,
    );
  });
}

const topicTitleStyle: TextStyle = { weight: 'bold', size: 10.5, leading: 15, color: bodyStyle.color };
const topicMetaStyle: TextStyle = { ...smallStyle, leading: 12 };

/** One module of a path: title and price on one line, its sentence, then duration and format. */
function drawTopic(layout: PdfLayout, topic: CsiaTopic, last: boolean): void {
  const price: TextStyle = { ...topicTitleStyle, color: layout.accent };
  const priceWidth = layout.textWidth(topic.price, price);
  const titleLines = layout.wrap(topic.title, topicTitleStyle, contentWidth - priceWidth - 18);
  const textLines = layout.wrap(topic.text, bodyStyle, contentWidth);
  const metaLines = layout.wrap(`${topic.duration} (${topic.hours})  ·  ${topic.format}`, topicMetaStyle, contentWidth);
  const gap = 6;
  const height =
    titleLines.length * topicTitleStyle.leading +
    2 +
    textLines.length * bodyStyle.leading +
    2 +
    metaLines.length * topicMetaStyle.leading +
    2 * gap;
  layout.block(height, (top) => {
    layout.drawRightAligned(topic.price, price, margin.left + contentWidth, top);
    let y = layout.drawLines(titleLines, topicTitleStyle, margin.left, top) - 2;
    y = layout.drawLines(textLines, bodyStyle, margin.left, y) - 2;
    y = layout.drawLines(metaLines, topicMetaStyle, margin.left, y) - gap;
    if (!last) {
      layout.page.drawLine({
        start: { x: margin.left, y },
        end: { x: margin.left + contentWidth, y },
        thickness: 0.5,
        color: hexColor(pdfPalette.rule),
        dashArray: [2, 2],
      });
    }
  });
}

function drawPath(layout: PdfLayout, path: CsiaPath, index: number): void {
  const topics = path.topics.map((topic, position) => ({ topic, position }));
  // A path reads as a unit: it starts a new page rather than spilling one module onto the next.
  const draw = () => {
    layout.itemsSection(`Parcours ${index + 1} · ${path.label}`, topics, ({ topic, position }) => {
      if (position === 0) layout.paragraph(`Pour qui : ${path.audience}`, mutedBodyStyle, { spaceAfter: 6 });
      drawTopic(layout, topic, position === topics.length - 1);
    });
  };
  layout.keepTogether(draw, 0.8);
}

function drawContact(layout: PdfLayout, catalogue: CsiaCatalogue): void {
  const { contact } = catalogue;
  const link: TextStyle = { ...bodyStyle, color: layout.accent };
  layout.section(contact.title, () =>
    layout.card(
      [
        { text: contact.text, style: bodyStyle },
        {
          text: contact.schedulingLabel,
          style: { ...strongStyle, color: layout.accent },
          url: contact.schedulingUrl,
          gapBefore: 10,
        },
        { text: contact.schedulingUrl, style: { ...smallStyle, color: layout.accent }, url: contact.schedulingUrl },
        { text: `E-mail : ${contact.email}`, style: link, url: `mailto:${contact.email}`, gapBefore: 10 },
        { text: `Téléphone : ${contact.phone}`, style: bodyStyle },
        { text: contact.address, style: bodyStyle },
        { text: contact.siteUrl, style: link, url: contact.siteUrl },
      ],
      { background: hexColor(pdfPalette.surface), bar: layout.accent },
    ),
  );
}

/** The CSIA catalogue as an A4 PDF. Pure: no clock, no file system. */
export async function buildCsiaCataloguePdf(
  catalogue: CsiaCatalogue,
  options: CsiaCatalogueOptions,
): Promise<Uint8Array> {
  const { organisation, generatedAt } = options;
  const layout = await PdfLayout.create({
    metadata: {
      title: csiaCatalogueTitle(catalogue),
      subject: catalogue.subtitle,
      keywords: [
        'intelligence artificielle',
        'formation',
        'audiovisuel',
        'CSIA',
        ...catalogue.sections.map((path) => path.label),
      ],
      author: organisation.name,
      creator: `${organisation.name} — ${options.siteUrl}`,
      generatedAt,
    },
    footer: {
      legal: catalogue.legalNotice,
      note: `${csiaCatalogueTitle(catalogue)} · mis à jour le ${frenchLongDate(generatedAt)}`,
    },
    accent,
    runningHead: { left: organisation.name, right: csiaCatalogueTitle(catalogue) },
  });

  drawCover(layout, catalogue, organisation.name);

  layout.newPage();
  layout.heading('Sommaire');
  const contentsCount = 2 + catalogue.sections.length + 2;
  const contents = layout.reserve(contentsCount * contentsStyle.leading);
  layout.space(8);

  layout.section('Présentation', () =>
    catalogue.intro.forEach((paragraph) => layout.paragraph(paragraph, bodyStyle, { spaceAfter: 8 })),
  );
  layout.itemsSection('Nos formats', catalogue.formats, (format) =>
    layout.card(
      [
        { text: format.title, style: { ...strongStyle, color: layout.accent } },
        { text: format.text, style: bodyStyle, gapBefore: 2 },
      ],
      { background: hexColor(pdfPalette.surface), padding: 12 },
    ),
  );
  catalogue.sections.forEach((path, index) => drawPath(layout, path, index));
  layout.section('Conditions', () => layout.list(catalogue.conditions));
  drawContact(layout, catalogue);

  const entries = layout
    .headings()
    .slice(1)
    .map((heading) => ({ title: heading.title, pageNumber: heading.pageNumber, target: heading }));
  if (entries.length !== contentsCount)
    throw new Error(`Contents planned for ${contentsCount} entries, found ${entries.length}`);
  drawContents(layout, contents, entries);

  return layout.save();
}
