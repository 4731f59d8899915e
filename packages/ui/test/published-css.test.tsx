// @vitest-environment jsdom
// The built stylesheets as an app meets them: dist's components and CSS (same class names), under an app's own rules
// layered first as the README says (Vite's template colours its h1 and h2 itself).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type * as UiEntry from '../src/index.ts';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist');
// Built by turbo before ui's tests (`@fabrique/ui#test` depends on `build`). Loaded by Node itself (require of an ES
// module), as an app's server would: through Vite, vanilla-extract's plugin would compile dist's `.css.js` files again.
const { Card, Heading, Section, tokens } = createRequire(import.meta.url)(join(dist, 'index.js')) as typeof UiEntry;

const appCss = `@layer app.base, fab.base, fab.components;
@layer app.base { :root { color: rgb(1, 2, 3) } h1, h2 { color: rgb(200, 0, 0) } html { scroll-behavior: auto } }`;
const sheets: HTMLStyleElement[] = [];

beforeAll(() => {
  for (const css of [
    appCss,
    readFileSync(join(dist, 'base.css'), 'utf8'),
    readFileSync(join(dist, 'styles.css'), 'utf8'),
  ]) {
    const sheet = document.createElement('style');
    sheet.textContent = css;
    document.head.append(sheet);
    sheets.push(sheet);
  }
});
afterAll(() => sheets.forEach((sheet) => sheet.remove()));
afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-scroll-behavior');
});

/** A hex colour as the computed style writes it. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
const colour = (name: string) => getComputedStyle(screen.getByRole('heading', { name })).color;

describe('Heading', () => {
  it('takes the theme’s text colour on the page, not the app’s h1 and h2 colour', () => {
    render(
      <>
        <Heading level={1}>Nos formations</Heading>
        <Heading level={2}>Montage vidéo</Heading>
      </>,
    );
    expect(colour('Nos formations')).toBe(rgb(tokens.color.text));
    expect(colour('Montage vidéo')).toBe(rgb(tokens.color.text));
  });

  it('takes the colour of the surface it sits on: the stage’s light text, a card’s text', () => {
    render(
      <Section tone="stage">
        <Heading level={2}>Notre équipe</Heading>
        <Card>
          <Heading level={3}>Claire Vasseur</Heading>
        </Card>
      </Section>,
    );
    expect(colour('Notre équipe')).toBe(rgb(tokens.color.onStage));
    expect(colour('Claire Vasseur')).toBe(rgb(tokens.color.text));
    expect(rgb(tokens.color.onStage)).not.toBe(rgb(tokens.color.text));
  });
});

describe('base.css', () => {
  it('leaves scrolling instant unless the page opts in with data-scroll-behavior="smooth" on <html>', () => {
    const html = document.documentElement;
    expect(getComputedStyle(html).scrollBehavior).toBe('auto');
    html.setAttribute('data-scroll-behavior', 'smooth');
    expect(getComputedStyle(html).scrollBehavior).toBe('smooth');
  });
});
