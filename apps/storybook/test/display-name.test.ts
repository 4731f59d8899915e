// The docs' tabs name a component as it names itself (Carousel.Root), not by its function's name (CarouselRoot).
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { assignedDisplayName } from '../.storybook/display-name.ts';

const carousel = new URL('../../../packages/ui/src/components/Carousel/Carousel.tsx', import.meta.url);
const source = ts.createSourceFile(carousel.pathname, readFileSync(carousel, 'utf8'), ts.ScriptTarget.Latest, true);
const exported = (name: string) => ({ getName: () => name }) as ts.Symbol;

describe('the docs tab of a component', () => {
  it('is the name the component assigns itself', () => {
    expect(assignedDisplayName(exported('CarouselRoot'), source)).toBe('Carousel.Root');
    expect(assignedDisplayName(exported('CarouselPlayPause'), source)).toBe('Carousel.PlayPause');
  });

  it('is left to docgen for a component that assigns none', () => {
    expect(assignedDisplayName(exported('carouselGaps'), source)).toBeUndefined();
  });
});
