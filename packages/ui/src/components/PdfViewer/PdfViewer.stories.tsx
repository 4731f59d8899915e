import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { documentStandInUrl } from '../../storyHelpers/documentStandIn.ts';
import { PdfViewer, pdfViewerDisplays } from './PdfViewer.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';

// The site passes the PDF's URL; stories embed an HTML stand-in so that screenshots stay identical between runs.
const documentTitle = 'Catalogue des ateliers';
const src = documentStandInUrl(documentTitle);

const meta = {
  title: 'Content/PdfViewer',
  tags: ['PDF', 'document', 'programme'],
  component: PdfViewer,
  args: {
    src,
    title: `${documentTitle} (PDF)`,
    downloadFileName: 'catalogue-ateliers.pdf',
    downloadLabel: 'Télécharger le catalogue (PDF)',
    display: 'embed',
  },
  argTypes: radioControls({ display: pdfViewerDisplays }),
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: to show a PDF in the page with its download button and a fallback (a catalogue, a programme).

**When not to**: for an image or a plain download link (ButtonLink with download).

A document's page: the PDF embedded in the page, a 'Télécharger le catalogue (PDF)' button
and a way out when the browser cannot show PDFs.

- The \`<iframe>\` has a \`title\`, which names it for screen readers.
- The download is a ButtonLink with \`download\`: a plain document request, never a client-side navigation.
- **display** \`auto\` (default) embeds the PDF and swaps it for a text fallback where \`navigator.pdfViewerEnabled\` is
  false (many phones); the prerendered page always embeds. \`embed\` and \`fallback\` force one state.
- The fallback explains the situation and links to the file in a new tab; under an embedded PDF, a short note keeps the
  same link for viewers that fail silently.
- In these stories the frame shows an HTML stand-in of the catalogue: Chromium's PDF viewer paints asynchronously,
  so a real PDF would make the visual baselines flaky.
- Keyboard: the iframe is one Tab stop (then the PDF viewer's own keys), then the links.`,
      },
    },
  },
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', 'Catalogue des ateliers (PDF)');
    await expect(frame).toHaveAttribute('src', src);
    const download = canvas.getByRole('link', { name: 'Télécharger le catalogue (PDF)' });
    await expect(download).toHaveAttribute('download', 'catalogue-ateliers.pdf');
    await expect(download).toHaveAttribute('href', src);
    await expect(canvas.getByRole('link', { name: 'Ouvrir le PDF (nouvel onglet)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Fallback: Story = {
  args: { display: 'fallback' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByText('Votre navigateur ne peut pas afficher ce PDF dans la page.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ouvrez-le directement (nouvel onglet)' })).toHaveAttribute(
      'href',
      src,
    );
    await expect(canvas.getByRole('link', { name: 'Télécharger le catalogue (PDF)' })).toBeVisible();
  },
};

export const AsTheBrowserAllows: Story = {
  args: { display: 'auto' },
  play: async ({ canvasElement }) => {
    const embedded = canvasElement.querySelector('iframe') !== null;
    await expect(embedded).toBe(navigator.pdfViewerEnabled !== false);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <PdfViewer {...args} display="embed" />
      <PdfViewer {...args} display="fallback" />
    </div>
  ),
};
