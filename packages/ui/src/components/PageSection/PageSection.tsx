import { useId, type ReactNode } from 'react';
import { Container } from '../../layout/Container/Container.tsx';
import { container } from '../../layout/Container/Container.css.ts';
import { Grid } from '../../layout/Grid/Grid.tsx';
import { Section, type SectionTone } from '../../layout/Section/Section.tsx';
import { Stack } from '../../layout/Stack/Stack.tsx';
import type { NativeProps } from '../../utils/native.ts';
import { Reveal } from '../Reveal/Reveal.tsx';
import { SectionHeading, type SectionHeadingProps } from '../SectionHeading/SectionHeading.tsx';

export const pageSectionLevels = [2, 3] as const;
export const pageSectionSpaces = ['large', 'xlarge'] as const;
export const pageSectionAligns = ['stretch', 'start'] as const;

/**
 * A section's native attributes and `ref`, but its name, which is the heading.
 * @inline
 */
export interface PageSectionProps extends NativeProps<'section', 'title' | 'aria-labelledby'> {
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  /** 2 for a section of the page (default), 3 for a section inside one. */
  level?: (typeof pageSectionLevels)[number];
  headingAlign?: SectionHeadingProps['align'];
  /** stage is the dark band; the heading's muted colours follow it. */
  tone?: SectionTone;
  /** Fades in when scrolled to (default); false for a section that is on screen on arrival. */
  reveal?: boolean;
  /** Between the heading and what follows. */
  space?: (typeof pageSectionSpaces)[number];
  /** start keeps buttons and links at their own width. */
  align?: (typeof pageSectionAligns)[number];
  /** A second column beside the heading and content on desktop (a picture, a form), under them below. */
  aside?: ReactNode;
  /** Below the fold on arrival: off screen, drawn only as it nears it (Section's deferRendering; light tones only). */
  deferRendering?: boolean;
  /** The section's own id, for in-page links ('#contact'). */
  id?: string;
  /** A fixed heading id when something outside must name it (a carousel's label, a test); generated otherwise. */
  headingId?: string;
  children?: ReactNode;
}

/**
 * A band of the page opened by its heading, which names the region: the site's one section layout.
 *
 * **When to use it**: for every band of a page that opens with a heading: a title (with an optional eyebrow and
 * introduction) and what it introduces, on one of the section tones.
 *
 * **When not to**: for the page's top (Hero, PageHero), for a band with no heading of its own (a testimonials carousel:
 * compose Section and Container), or for a heading inside a card or a list (that component owns it).
 *
 * The site's one section layout: `Section` (tone, vertical rhythm, a region named by its heading) > `Reveal` >
 * `Container` > `Stack` > `SectionHeading`, then the children. The heading's id comes from `useId`, so a page never
 * repeats one by hand; pass `headingId` only when something else must name the heading (a carousel's label, a test).
 *
 * **Props**: `tone` `surface` (default), `muted` or `stage` (the heading's muted colours follow it); `level` `2`
 * (default) or `3`; `headingAlign` `start` or `center`; `space` between the heading and the content, `xlarge`
 * (default) or `large`; `align` `stretch` (default) or `start` (buttons keep their width); `aside` puts a picture or
 * a form in a second column on desktop; `reveal={false}` for a section already on screen on arrival; `id` for in-page
 * links.
 *
 * **Decisions**: one component instead of five nested ones, so the region is always named by its heading and spacing is
 * the same on every page; its props are what the pages use, nothing more.
 *
 * **Keyboard and screen readers**: nothing to operate; a `<section>` named by its heading (`aria-labelledby`), so screen
 * readers list it among the page's regions under the heading's words, and the heading among the page's headings.
 *
 * @param props - The props below; {@link PageSectionProps} is their whole type.
 *
 * @example
 * ```tsx
 * <PageSection eyebrow="Témoignages" title="Ils nous font confiance" tone="muted">
 *   <Text>…</Text>
 * </PageSection>
 * ```
 */
export function PageSection({
  title,
  eyebrow,
  intro,
  level = 2,
  headingAlign,
  tone = 'surface',
  reveal = true,
  space = 'xlarge',
  align = 'stretch',
  aside,
  deferRendering = false,
  id,
  headingId,
  children,
  ...native
}: PageSectionProps) {
  const generatedId = useId();
  const labelId = headingId ?? generatedId;
  const heading = (
    <SectionHeading
      id={labelId}
      level={level}
      eyebrow={eyebrow}
      title={title}
      intro={intro}
      align={headingAlign}
      onStage={tone === 'stage'}
    />
  );
  // Without an aside, the stack is the container too: one wrapper less in every section of a page.
  const content = aside ? (
    <Container>
      <Grid space="xxlarge" columns={{ tablet: 1, desktop: 2 }}>
        <Stack space={space} align={align}>
          {heading}
          {children}
        </Stack>
        {aside}
      </Grid>
    </Container>
  ) : (
    <Stack space={space} align={align} className={container({ width: 'content' })}>
      {heading}
      {children}
    </Stack>
  );
  return (
    <Section {...native} id={id} tone={tone} labelledBy={labelId} deferRendering={deferRendering}>
      {reveal ? <Reveal>{content}</Reveal> : content}
    </Section>
  );
}
