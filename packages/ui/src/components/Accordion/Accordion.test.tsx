// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccordionHeadingLevel } from './Accordion.tsx';
import { Accordion } from './AccordionNamespace.ts';

afterEach(cleanup);

function Faq({ headingLevel }: { headingLevel: AccordionHeadingLevel }) {
  return (
    <main>
      <h1>Questions fréquentes</h1>
      <Accordion.Root headingLevel={headingLevel}>
        <Accordion.Item value="distance">
          <Accordion.Trigger>Puis-je suivre la formation à distance ?</Accordion.Trigger>
          <Accordion.Content>Oui, la plupart de nos sessions sont disponibles en distanciel.</Accordion.Content>
        </Accordion.Item>
        <Accordion.Item value="prix">
          <Accordion.Trigger>Combien coûte une formation ?</Accordion.Trigger>
          <Accordion.Content>Le tarif figure sur la page de chaque formation.</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>
    </main>
  );
}

const headingOrder = async (root: Element) =>
  (await axe.run(root, { runOnly: ['heading-order'] })).violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.html}`),
  );

describe('Accordion', () => {
  it('puts its triggers in headings of the Root’s level: h2 right under the page’s h1, axe heading-order clean', async () => {
    const { container } = render(<Faq headingLevel={2} />);
    const triggers = screen.getAllByRole('button');
    expect(triggers.map((trigger) => trigger.closest('h1, h2, h3, h4, h5, h6')?.tagName)).toEqual(['H2', 'H2']);
    expect(await headingOrder(container)).toEqual([]);
  });

  it('fails axe heading-order when the level skips one (h3 under the h1), so the check above can fail', async () => {
    const { container } = render(<Faq headingLevel={3} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(await headingOrder(container)).not.toEqual([]);
  });

  it('lets one Trigger take another level than its Root', () => {
    render(
      <Accordion.Root headingLevel={3}>
        <Accordion.Item value="a">
          <Accordion.Trigger headingLevel={4}>Module 1</Accordion.Trigger>
          <Accordion.Content>Prise en main</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>,
    );
    expect(screen.getByRole('heading', { name: 'Module 1' }).tagName).toBe('H4');
  });

  it('refuses a Trigger outside a Root with a clear error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Accordion.Trigger>Orpheline</Accordion.Trigger>)).toThrow(
      'Accordion.Trigger belongs inside an Accordion.Root',
    );
    consoleError.mockRestore();
  });
});
