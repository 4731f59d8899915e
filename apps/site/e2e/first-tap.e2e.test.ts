// No dead first tap: the browser answers each control on its own (the menu's popover, the forms' constraint validation,
// tabs as radios, the programme as <details name>, a carousel's step by the page's starter) while React's code is still
// on its way, and React, Radix or embla takes the state over on hydration; a button that needs React is held and
// replayed (deferred-hydration.e2e.test.ts).
import { courses } from '@fabrique/content';
import { expect, test, type Page } from '@playwright/test';
import { holdHydration, isHydrated, setupBrowser, textsShown, waitForHydration } from './browser.ts';

const { open } = setupBrowser();

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const menuIsOpen = (page: Page) =>
  page.evaluate(() => document.querySelector('header [popover]')!.matches(':popover-open'));
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('mobile menu', () => {
  test('opens before hydration, and React takes its state over', async () => {
    const { page, consoleErrors, close } = await open('/', { width: 390, height: 844, waitUntil: 'load' });
    try {
      const release = await holdHydration(page);
      const toggle = mainNav(page).getByRole('button', { name: /menu/i });
      await toggle.click();
      await mainNav(page).getByRole('link', { name: 'Nos Offres' }).waitFor({ state: 'visible' });
      await expect(isHydrated(page)).resolves.toBe(false);

      release();
      await waitForHydration(page);
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await expect(toggle.getAttribute('aria-label')).resolves.toBe('Fermer le menu');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await expect(menuIsOpen(page)).resolves.toBe(false);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('opens and closes without JavaScript, by pointer and by keyboard', async () => {
    const { page, close } = await open('/', { width: 390, height: 844, javaScript: false });
    try {
      const toggle = mainNav(page).getByRole('button', { name: 'Menu' });
      await toggle.click();
      await mainNav(page).getByRole('link', { name: 'Nos Offres' }).waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await expect(menuIsOpen(page)).resolves.toBe(false);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(menuIsOpen(page)).resolves.toBe(true);
    } finally {
      await close();
    }
  });
});

test.describe('forms before hydration', () => {
  test("the newsletter's submit is answered by the browser's validation, then by React's", async () => {
    const { page, close } = await open('/', { waitUntil: 'load' });
    try {
      const release = await holdHydration(page);
      const newsletter = footer(page);
      const email = newsletter.getByLabel('Votre adresse email');
      await email.fill('pas-une-adresse');
      await newsletter.getByRole('button', { name: "S'inscrire" }).click();
      await expect(
        email.evaluate((input: HTMLInputElement) => input.matches(':invalid') && input.validationMessage !== ''),
      ).resolves.toBe(true);
      await expect(isHydrated(page)).resolves.toBe(false);
      expect(new URL(page.url()).pathname).toBe('/');

      release();
      await waitForHydration(page);
      await expect(email.inputValue()).resolves.toBe('pas-une-adresse');
      await newsletter.getByRole('button', { name: "S'inscrire" }).click();
      await expect.poll(() => newsletter.getByText('Adresse email invalide').isVisible()).toBe(true);
    } finally {
      await close();
    }
  });

  test('a valid newsletter submit before hydration is held, then sent once React has taken over', async () => {
    const { page, consoleErrors, close } = await open('/', { waitUntil: 'load' });
    try {
      const release = await holdHydration(page);
      const newsletter = footer(page);
      await newsletter.getByLabel('Votre adresse email').fill(`premier-geste-${Date.now()}@example.org`);
      await newsletter.getByRole('button', { name: "S'inscrire" }).click();
      await expect(isHydrated(page)).resolves.toBe(false);

      // Kept from now on: the success message leaves after 5 s.
      const statuses = await textsShown(newsletter.getByRole('status'));
      release();
      await expect.poll(statuses, { timeout: 10_000 }).toContainEqual(expect.stringContaining('Inscription réussie !'));
      expect(new URL(page.url()).pathname).toBe('/');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("the contact form's submit shows which field is missing before hydration", async () => {
    const { page, close } = await open('/', { waitUntil: 'load' });
    try {
      const release = await holdHydration(page);
      const form = page.locator('#contact form');
      await form.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(
        form.getByLabel('Nom', { exact: true }).evaluate((input: HTMLInputElement) => input.validationMessage !== ''),
      ).resolves.toBe(true);
      // The browser focuses the first field it refuses.
      await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).resolves.toBe(
        'name',
      );
      await expect(isHydrated(page)).resolves.toBe(false);

      release();
      await waitForHydration(page);
      await form.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});

/** Index of the panel shown among a tab set's panels, and whether it is the only one. Runs in the page. */
function shownPanel(root: Element) {
  const shown = [...root.querySelectorAll(':scope > [data-panel="tab"]')].map((panel) => panel.checkVisibility());
  return shown.filter(Boolean).length === 1 ? shown.indexOf(true) : -1;
}

test.describe('tabs before hydration', () => {
  const cases = [
    { name: 'home', path: '/', label: 'Nos formations', choices: ['Best-Sellers', 'Intemporelles', 'Nouveautés'] },
    {
      name: 'CSIA',
      path: '/csia',
      label: 'Parcours de formation IA',
      choices: ['Techniciens 3D et 2D', 'Métiers du son', 'Traduction et doublage'],
    },
  ];

  for (const { name, path, label, choices } of cases)
    test(`${name}: a tap shows its panel at once (a radio), and Radix Tabs keeps it selected`, async () => {
      const { page, consoleErrors, close } = await open(path, { width: 390, height: 844, waitUntil: 'load' });
      try {
        const release = await holdHydration(page);
        const radios = page.getByRole('radiogroup', { name: label });
        const root = await radios.locator('xpath=..').elementHandle();
        if (!root) throw new Error(`No tab set named ${label}`);
        await expect(root.evaluate(shownPanel)).resolves.toBe(0);
        await radios.getByRole('radio', { name: choices[1] }).click();
        await expect(radios.getByRole('radio', { name: choices[1] }).isChecked()).resolves.toBe(true);
        await expect(root.evaluate(shownPanel)).resolves.toBe(1);
        await expect(isHydrated(page)).resolves.toBe(false);

        release();
        await waitForHydration(page);
        const tabs = page.getByRole('tablist', { name: label });
        await expect.poll(() => tabs.getByRole('tab', { name: choices[1] }).getAttribute('aria-selected')).toBe('true');
        await expect(root.evaluate(shownPanel)).resolves.toBe(1);
        await tabs.getByRole('tab', { name: choices[2] }).click();
        await expect.poll(() => root.evaluate(shownPanel)).toBe(2);
        expect(consoleErrors).toEqual([]);
      } finally {
        await close();
      }
    });

  test('the arrow keys switch them before hydration, and the focus moves onto the same tab after it', async () => {
    const { page, consoleErrors, close } = await open('/', { waitUntil: 'load' });
    try {
      const release = await holdHydration(page);
      const radios = page.getByRole('radiogroup', { name: 'Nos formations' });
      await radios.getByRole('radio', { name: 'Best-Sellers' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(radios.getByRole('radio', { name: 'Intemporelles' }).isChecked()).resolves.toBe(true);
      await expect(page.evaluate(() => document.activeElement?.matches(':focus-visible'))).resolves.toBe(true);

      release();
      await waitForHydration(page);
      const tabs = page.getByRole('tablist', { name: 'Nos formations' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Intemporelles');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => tabs.getByRole('tab', { name: 'Nouveautés' }).getAttribute('aria-selected')).toBe('true');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

test.describe('programme accordion before hydration', () => {
  const course = courses.find((candidate) => candidate.id === 'creer-developper-produire-format-360');
  const programme = (page: Page) => page.getByRole('region', { name: 'Programme détaillé' });
  const openModules = (page: Page) =>
    programme(page)
      .locator('details')
      .evaluateAll((items) => items.flatMap((item, index) => ((item as HTMLDetailsElement).open ? [index] : [])));

  test('a module opens at once, one at a time (<details name>), and Radix keeps it open', async () => {
    if (!course || course.program.length < 2) throw new Error('Expected a programme of several modules');
    const { page, consoleErrors, close } = await open(`/formations/${course.id}`, {
      width: 390,
      height: 844,
      waitUntil: 'load',
    });
    try {
      const release = await holdHydration(page);
      const summaries = programme(page).locator('summary');
      await summaries.nth(0).click();
      await expect(openModules(page)).resolves.toEqual([0]);
      await summaries.nth(1).click();
      await expect(openModules(page)).resolves.toEqual([1]);
      await expect(programme(page).getByText(course.program[1]!.content[0]!).isVisible()).resolves.toBe(true);
      await expect(programme(page).getByText(course.program[0]!.content[0]!).isVisible()).resolves.toBe(false);
      await expect(isHydrated(page)).resolves.toBe(false);

      release();
      await waitForHydration(page);
      const triggers = programme(page).getByRole('button');
      await expect.poll(() => triggers.nth(1).getAttribute('aria-expanded')).toBe('true');
      await expect(triggers.nth(0).getAttribute('aria-expanded')).resolves.toBe('false');
      await triggers.nth(0).click();
      await expect.poll(() => triggers.nth(0).getAttribute('aria-expanded')).toBe('true');
      await expect(triggers.nth(1).getAttribute('aria-expanded')).resolves.toBe('false');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('Enter opens a module before hydration, and the focus moves onto its Radix trigger after it', async () => {
    const { page, consoleErrors, close } = await open('/formations/creer-developper-produire-format-360', {
      waitUntil: 'load',
    });
    try {
      const release = await holdHydration(page);
      await programme(page).locator('summary').first().focus();
      await page.keyboard.press('Enter');
      await expect(openModules(page)).resolves.toEqual([0]);

      release();
      await waitForHydration(page);
      const first = programme(page).getByRole('button').first();
      await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
      await expect(first.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

test.describe('sessions carousel before hydration', () => {
  const carousel = (page: Page) => page.getByRole('group', { name: 'Nos prochaines sessions' });
  const viewport = (page: Page) =>
    carousel(page).locator('[aria-roledescription="diapositive"]').first().locator('xpath=../..');
  /** The index of the slide embla marks active, once it has taken over. */
  const activeSlide = (page: Page) =>
    carousel(page)
      .locator('[aria-roledescription="diapositive"]')
      .evaluateAll((slides) => slides.findIndex((slide) => slide.getAttribute('data-state') === 'active'));

  test('scrolls natively without JavaScript, slide by slide, its buttons hidden', async () => {
    const { page, close } = await open('/', { width: 390, height: 844, javaScript: false });
    try {
      await viewport(page).scrollIntoViewIfNeeded();
      await viewport(page).hover();
      await page.mouse.wheel(200, 0);
      await expect.poll(() => viewport(page).evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      // Its buttons need the page's starter script: hidden rather than dead.
      await expect(carousel(page).getByRole('button', { name: 'Diapositive suivante' }).isVisible()).resolves.toBe(
        false,
      );
    } finally {
      await close();
    }
  });

  test('embla takes over on the slide the visitor scrolled to', async () => {
    const { page, consoleErrors, close } = await open('/', {
      width: 390,
      height: 844,
      reducedMotion: 'reduce',
      waitUntil: 'load',
    });
    try {
      const release = await holdHydration(page);
      // The third slide, scrolled to natively before React has taken over.
      await viewport(page).evaluate((element) => {
        const third = element.querySelector('[aria-roledescription="diapositive"]:nth-child(3)');
        if (!third) throw new Error('The carousel has fewer than three slides');
        element.scrollLeft = third.getBoundingClientRect().left - element.getBoundingClientRect().left;
      });
      await expect(isHydrated(page)).resolves.toBe(false);

      release();
      await waitForHydration(page);
      await expect.poll(() => activeSlide(page)).toBe(2);
      const offset = await viewport(page).evaluate((element) => {
        const third = element.querySelector('[aria-roledescription="diapositive"]:nth-child(3)');
        if (!third) throw new Error('The carousel has fewer than three slides');
        return {
          scrollLeft: element.scrollLeft,
          left: Math.round(third.getBoundingClientRect().left - element.getBoundingClientRect().left),
        };
      });
      expect(offset).toEqual({ scrollLeft: 0, left: 0 });
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('Next and Previous scroll the native viewport one slide at once, and embla starts on that slide', async () => {
    const { page, consoleErrors, close } = await open('/', {
      width: 390,
      height: 844,
      reducedMotion: 'reduce',
      waitUntil: 'load',
    });
    try {
      const release = await holdHydration(page);
      /** Index of the slide at the viewport's start edge, and where the native scroll stands. */
      const inView = () =>
        viewport(page).evaluate((element) => {
          const left = element.getBoundingClientRect().left;
          const slides = [...element.querySelectorAll('[aria-roledescription="diapositive"]')];
          const index = slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 1);
          const atEnd = element.scrollLeft >= element.scrollWidth - element.clientWidth - 1;
          return { index, atEnd };
        });
      const press = (name: string) => carousel(page).getByRole('button', { name }).click();
      await press('Diapositive suivante');
      await expect.poll(inView).toEqual({ index: 1, atEnd: false });
      await press('Diapositive suivante');
      await expect.poll(inView).toEqual({ index: 2, atEnd: false });
      await press('Diapositive précédente');
      await expect.poll(inView).toEqual({ index: 1, atEnd: false });
      await press('Diapositive précédente');
      await expect.poll(inView).toEqual({ index: 0, atEnd: false });
      // It loops, as embla does: back from the first slide is the last.
      await press('Diapositive précédente');
      await expect.poll(async () => (await inView()).atEnd).toBe(true);
      await press('Diapositive suivante');
      await expect.poll(inView).toEqual({ index: 0, atEnd: false });
      await press('Diapositive suivante');
      await expect.poll(inView).toEqual({ index: 1, atEnd: false });
      await expect(isHydrated(page)).resolves.toBe(false);

      release();
      await waitForHydration(page);
      // Taken over, not replayed: the press moved one slide, not two.
      await expect.poll(() => activeSlide(page)).toBe(1);
      await press('Diapositive suivante');
      await expect.poll(() => activeSlide(page)).toBe(2);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
