/** The CSIA catalogue shown and offered for download on /csia/catalogue: cover, contents, paths, conditions, contact. */
import { frenchDateAt, type CsiaCatalogue, type CsiaPath, type CsiaTopic } from '@fabrique/content';
import type { CanvasElement, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  card,
  categoryPalette,
  contentWidth,
  list,
  margin,
  pageSize,
  paragraph,
  pdfDocument,
  pdfPalette,
  renderPdf,
  section,
  sectionHeading,
  textStyles,
  type PdfBuildOptions,
} from './document.ts';

export type CsiaCatalogueOptions = PdfBuildOptions;

/** The PDF's title metadata, also usable as the frame title. */
export function csiaCatalogueTitle(catalogue: CsiaCatalogue): string {
  return `${catalogue.title} — ${catalogue.edition}`;
}

const accent = pdfPalette.coralDeep;

/** Nodes (x, y from the page's top, radius, colour) and links of a small network: the site's 'AI nodes' motif. */
const coverNodes: readonly (readonly [x: number, y: number, radius: number, colour: string])[] = [
  [392, 72, 5, categoryPalette.blue.solid],
  [452, 107, 9, pdfPalette.coral],
  [520, 60, 4, categoryPalette.green.tint],
  [500, 152, 6, categoryPalette.purple.solid],
  [420, 174, 4, pdfPalette.onStageMuted],
  [548, 202, 7, categoryPalette.blue.tint],
  [470, 232, 5, categoryPalette.green.solid],
  [360, 137, 3, pdfPalette.onStageMuted],
  [540, 282, 4, pdfPalette.coral],
  [410, 252, 6, categoryPalette.purple.tint],
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

/** The dark page behind the cover's text, with the network in its upper right. */
function coverBackground(): Content {
  const lines: CanvasElement[] = coverLinks.map(([from, to]) => {
    const [x1, y1] = coverNodes[from] ?? [0, 0];
    const [x2, y2] = coverNodes[to] ?? [0, 0];
    return { type: 'line', x1, y1, x2, y2, lineWidth: 0.8, lineColor: pdfPalette.onStageMuted, strokeOpacity: 0.35 };
  });
  const nodes: CanvasElement[] = coverNodes.map(([x, y, r, color]) => ({ type: 'ellipse', x, y, r1: r, r2: r, color }));
  const page: CanvasElement = {
    type: 'rect',
    x: 0,
    y: 0,
    w: pageSize.width,
    h: pageSize.height,
    color: pdfPalette.ink,
  };
  return { canvas: [page, ...lines, ...nodes] };
}

function cover(catalogue: CsiaCatalogue, organisationName: string): Content[] {
  return [
    {
      absolutePosition: { x: margin.left, y: 46 },
      text: organisationName,
      ...textStyles.title,
      fontSize: 13,
      color: pdfPalette.white,
    },
    {
      absolutePosition: { x: margin.left, y: 362 },
      stack: [
        {
          text: 'CATALOGUE DE FORMATION',
          ...textStyles.label,
          fontSize: 9,
          color: pdfPalette.coral,
          margin: [0, 0, 0, 10],
        },
        {
          text: catalogue.title,
          ...textStyles.title,
          fontSize: 38,
          color: pdfPalette.white,
          margin: [0, 0, contentWidth * 0.15, 14],
        },
        { canvas: [{ type: 'rect', x: 0, y: 0, w: 56, h: 4, color: pdfPalette.coral }], margin: [0, 0, 0, 18] },
        { text: catalogue.subtitle, fontSize: 14, color: pdfPalette.onStageMuted, margin: [0, 0, 0, 8] },
        { text: catalogue.edition, bold: true, fontSize: 11, color: pdfPalette.coral },
      ],
    },
    {
      absolutePosition: { x: margin.left, y: 632 },
      stack: [
        {
          text: `${catalogue.sections.length} PARCOURS MÉTIERS`,
          ...textStyles.label,
          color: pdfPalette.onStageMuted,
          margin: [0, 0, 0, 4],
        },
        {
          // A no-break space keeps each dot with the path before it when the line wraps.
          text: catalogue.sections.map((path) => path.label).join('\u00a0 ·  '),
          lineHeight: 1.45,
          color: pdfPalette.white,
        },
      ],
    },
  ];
}

/** One module of a path: title and price on one line, its sentence, then duration and format; never split. */
function topic(item: CsiaTopic, last: boolean): Content {
  return {
    unbreakable: true,
    margin: [0, 0, 0, 8],
    stack: [
      {
        columns: [
          { text: item.title, ...textStyles.subheading },
          { text: item.price, ...textStyles.subheading, color: accent, width: 'auto' },
        ],
        columnGap: 18,
        margin: [0, 0, 0, 2],
      },
      { text: item.text, margin: [0, 0, 0, 2] },
      { text: `${item.duration} (${item.hours})  ·  ${item.format}`, ...textStyles.small },
      ...(last
        ? []
        : [
            {
              canvas: [
                {
                  type: 'line',
                  x1: 0,
                  y1: 0,
                  x2: contentWidth,
                  y2: 0,
                  lineWidth: 0.5,
                  lineColor: pdfPalette.rule,
                  dash: { length: 2, space: 2 },
                },
              ],
              margin: [0, 8, 0, 0],
            } satisfies Content,
          ]),
    ],
  };
}

/** Marks a block that moves to the next page rather than straddle two (see `pageBreakBefore`). */
const keepTogether = 1;

/** A path reads as a unit: it starts a new page rather than spill a module onto the next one. */
function path(item: CsiaPath, index: number): Content {
  const [first, ...rest] = item.topics.map((entry, position) => topic(entry, position === item.topics.length - 1));
  return {
    headlineLevel: keepTogether,
    stack: section(`Parcours ${index + 1} · ${item.label}`, accent, [
      { stack: [paragraph(`Pour qui : ${item.audience}`, textStyles.muted), ...(first ? [first] : [])] },
      ...rest,
    ]),
  };
}

function contact(catalogue: CsiaCatalogue): Content[] {
  const { contact: details } = catalogue;
  const link = { color: accent };
  return section(details.title, accent, [
    card(
      [
        { text: details.text },
        { text: details.schedulingLabel, style: { bold: true, ...link }, url: details.schedulingUrl, gapBefore: 10 },
        { text: details.schedulingUrl, style: { ...textStyles.small, ...link }, url: details.schedulingUrl },
        { text: `E-mail : ${details.email}`, style: link, url: `mailto:${details.email}`, gapBefore: 10 },
        { text: `Téléphone : ${details.phone}` },
        { text: details.address },
        { text: details.siteUrl, style: link, url: details.siteUrl },
      ],
      { background: pdfPalette.surface, bar: accent },
    ),
  ]);
}

/** The CSIA catalogue as a pdfmake document. Pure: no clock, no file system. */
export function csiaCatalogueDocument(catalogue: CsiaCatalogue, options: CsiaCatalogueOptions): TDocumentDefinitions {
  const { organisation, generatedAt } = options;
  const contents = sectionHeading('Sommaire', accent, { inContents: false });
  return {
    ...pdfDocument(
      {
        title: csiaCatalogueTitle(catalogue),
        subject: catalogue.subtitle,
        keywords: [
          'intelligence artificielle',
          'formation',
          'audiovisuel',
          'CSIA',
          ...catalogue.sections.map((item) => item.label),
        ],
        author: organisation.name,
        creator: `${organisation.name} — ${options.siteUrl}`,
        generatedAt,
        accent,
        runningHead: { left: organisation.name, right: csiaCatalogueTitle(catalogue) },
        footer: {
          legal: catalogue.legalNotice,
          note: `${csiaCatalogueTitle(catalogue)} · mis à jour le ${frenchDateAt(generatedAt)}`,
        },
        cover: coverBackground(),
      },
      [
        ...cover(catalogue, organisation.name),
        {
          pageBreak: 'before',
          toc: { title: contents, numberStyle: { bold: true }, textMargin: [0, 2, 0, 2] },
          margin: [0, 0, 0, 8],
        },
        section(
          'Présentation',
          accent,
          catalogue.intro.map((text) => paragraph(text, { margin: [0, 0, 0, 8] })),
        ),
        section(
          'Nos formats',
          accent,
          catalogue.formats.map((format) =>
            card(
              [
                { text: format.title, style: { bold: true, color: accent } },
                { text: format.text, gapBefore: 2 },
              ],
              { background: pdfPalette.surface, padding: 12 },
            ),
          ),
        ),
        ...catalogue.sections.map(path),
        section('Conditions', accent, list(catalogue.conditions, accent)),
        contact(catalogue),
      ],
    ),
    // Moves a keep-together block that starts low on a page and straddles two to the top of the next one.
    pageBreakBefore: (node) =>
      node.headlineLevel === keepTogether && node.pageNumbers.length === 2 && node.startPosition.verticalRatio > 0.05,
  };
}

/** The CSIA catalogue as an A4 PDF. */
export function buildCsiaCataloguePdf(catalogue: CsiaCatalogue, options: CsiaCatalogueOptions): Promise<Uint8Array> {
  return renderPdf(csiaCatalogueDocument(catalogue, options));
}
