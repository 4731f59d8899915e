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
