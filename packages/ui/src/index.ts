import './theme/index.ts';

export { vars, tokens, palette, breakpoints, media, spaces, contrastRatio, contrastLevel } from './theme/index.ts';
export type { Space, Breakpoint } from './theme/index.ts';

export { Container, containerWidths } from './layout/Container/Container.tsx';
export type { ContainerProps, ContainerWidth } from './layout/Container/Container.tsx';
export { Stack, stackAligns } from './layout/Stack/Stack.tsx';
export type { StackProps, StackAlign } from './layout/Stack/Stack.tsx';
export { Inline, inlineAligns, inlineAlignsY } from './layout/Inline/Inline.tsx';
export type { InlineProps } from './layout/Inline/Inline.tsx';
export { Grid, gridColumnCounts } from './layout/Grid/Grid.tsx';
export type { GridProps, GridColumnCount } from './layout/Grid/Grid.tsx';
export { Section, sectionTones, sectionPaddings } from './layout/Section/Section.tsx';
export type { SectionProps, SectionTone } from './layout/Section/Section.tsx';
