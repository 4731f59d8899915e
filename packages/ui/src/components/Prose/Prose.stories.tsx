import {
  aboutPage,
  admissionSentences,
  courses,
  lastUpdatedLabel,
  legalPages,
  type Course,
  type LegalPage,
} from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout/Stack/Stack.tsx';
import { Prose, proseSizes } from './Prose.tsx';

const pitch = courses.find((course) => course.id === 'art-du-pitch')!;

/** A legal page as the site renders it: an introduction, then one h2 and its paragraphs per section. */
function LegalText({ page, sections }: { page: LegalPage; sections?: number }) {
  return (
    <>
      <p>
        <strong>{lastUpdatedLabel} :</strong> {page.lastUpdated}
      </p>
      <p>{page.intro}</p>
      {page.sections.slice(0, sections).map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </>
  );
}

/** A course's texts: every element Prose styles (h2, h3, p, ol, ul, strong, a, blockquote). */
function CourseText({ course }: { course: Course }) {
  return (
    <>
      <h2>Présentation</h2>
      <p>{course.description}</p>
      <h2>Objectifs pédagogiques</h2>
      <ol>
        {course.objectives.slice(0, 4).map((objective) => (
          <li key={objective}>{objective}</li>
        ))}
      </ol>
      <h3>Public</h3>
      <p>{course.public}</p>
      <h3>Admission</h3>
      <ul>
        {admissionSentences(course.admission).map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <p>
        <strong>Accessibilité.</strong> Consultez notre <a href="/politique-de-formation">politique de formation</a>{' '}
        pour connaître les adaptations possibles.
      </p>
      {course.testimonials?.comment ? <blockquote>« {course.testimonials.comment} »</blockquote> : null}
    </>
  );
}

function WhoWeAre() {
  return (
    <>
      {aboutPage.whoWeAre.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

const meta = {
  title: 'Contenus/Prose',
  component: Prose,
  args: { size: 'standard', children: <LegalText page={legalPages['mentions-legales']} sections={3} /> },
  argTypes: {
    size: { control: 'inline-radio', options: proseSizes },
    children: { control: false },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for a column of running text made of plain elements: legal pages, course texts, ‘Qui sommes-nous ?’.

**When not to**: for layouts of cards or blocks (Stack, Grid), nor for an article’s blocks (ArticleBody).

A reading column for running text: legal pages, course texts, the 'Qui sommes-nous ?' text.

- Put **plain elements** inside — \`p\`, \`h2\`, \`h3\`, \`ul\`, \`ol\`, \`li\`, \`strong\`, \`a\`, \`blockquote\` (and \`section\`
  to group a heading with its paragraphs): Prose styles them, the page writes no class.
- **Width**: 75 characters at most (\`contentWidth.text\`), the comfortable line length for reading.
- **Rhythm**: one blank line between blocks (in \`em\`, so it follows \`size\`), more room before a heading than after it,
  so each heading visibly belongs to the text below it.
- **size**: \`standard\` for long reading (legal pages, course details), \`large\` for a short text that stands alone
  (an introduction, 'Qui sommes-nous ?').
- Links are underlined (never colour alone) and semibold; bullets take the accent colour, numbers the text colour.
- The rules use \`:where()\`, so they weigh no more than one class. Colours are inherited, so Prose reads on any
  section tone. No outer margin, no keyboard behaviour of its own: links inside follow the normal Tab order.`,
      },
    },
  },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

const px = (value: string) => Number.parseFloat(value);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(
      legalPages['mentions-legales'].sections.slice(0, 3).map((section) => section.heading),
    );
    const root = canvasElement.firstElementChild as HTMLElement;
    // 75 characters of the body font: well under the 1200 px content width.
    await expect(px(getComputedStyle(root).maxWidth)).toBeLessThan(800);
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(px(getComputedStyle(root).maxWidth));
    // Rhythm: a heading gets more room above than a paragraph, and is closer to its own text than to the previous one.
    const secondSection = headings[1]!.closest('section')!;
    const paragraph = canvasElement.querySelectorAll('p')[1]!;
    await expect(px(getComputedStyle(secondSection).marginTop)).toBeGreaterThan(
      px(getComputedStyle(paragraph).marginTop),
    );
    const firstText = headings[0]!.nextElementSibling as HTMLElement;
    await expect(px(getComputedStyle(firstText).marginTop)).toBeLessThan(px(getComputedStyle(secondSection).marginTop));
    await expect(px(getComputedStyle(paragraph).marginTop)).toBe(16);
  },
};

export const Large: Story = {
  args: { size: 'large', children: <WhoWeAre /> },
  play: async ({ canvasElement }) => {
    const paragraphs = canvasElement.querySelectorAll('p');
    await expect(paragraphs).toHaveLength(aboutPage.whoWeAre.paragraphs.length);
    await expect(getComputedStyle(paragraphs[0]!).fontSize).toBe('18px');
    // The blank line grows with the text.
    await expect(getComputedStyle(paragraphs[1]!).marginTop).toBe('18px');
  },
};

export const RichText: Story = {
  args: { children: <CourseText course={pitch} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [objectives, admission] = canvas.getAllByRole('list');
    await expect(objectives!.tagName).toBe('OL');
    await expect(within(admission!).getAllByRole('listitem')).toHaveLength(admissionSentences(pitch.admission).length);
    // Lists keep their markers inside the column.
    await expect(px(getComputedStyle(objectives!).paddingLeft)).toBeGreaterThan(0);
    const link = canvas.getByRole('link', { name: 'politique de formation' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const quote = canvasElement.querySelector('blockquote')!;
    await expect(px(getComputedStyle(quote).borderLeftWidth)).toBe(4);
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="huge">
      <Prose size="large">
        <WhoWeAre />
      </Prose>
      <Prose>
        <CourseText course={pitch} />
      </Prose>
      <Prose>
        <LegalText page={legalPages.cgu} sections={2} />
      </Prose>
    </Stack>
  ),
};
