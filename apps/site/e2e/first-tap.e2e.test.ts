// No dead first tap: controls the browser can answer on its own (the menu's popover, the forms' constraint validation)
// respond while React's code is still on its way, and keep working once React has taken over; a tap that needs React
// is held and replayed (deferred-hydration.e2e.test.ts covers a tab).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isHydrated, setupBrowser, waitForHydration } from './browser.ts';

const { open } = setupBrowser();

/** Holds the router's entry chunk until release() is called: the page stays unhydrated as long as the test needs. */
async function holdHydration(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const menuIsOpen = (page: Page) =>
  page.evaluate(() => document.querySelector('header [popover]')!.matches(':popover-open'));
const footer = (page: Page) => page.getByRole('contentinfo');

describe('mobile menu', () => {
  it('opens before hydration, and React takes its state over', async () => {
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

  it('opens and closes without JavaScript, by pointer and by keyboard', async () => {
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

describe('forms before hydration', () => {
  it("the newsletter's submit is answered by the browser's validation, then by React's", async () => {
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

  it('a valid newsletter submit before hydration is held, then sent once React has taken over', async () => {
    const { page, consoleErrors, close } = await open('/', { waitUntil: 'load' });
    try {
      const release = await holdHydration(page);
      const newsletter = footer(page);
      await newsletter.getByLabel('Votre adresse email').fill(`premier-geste-${Date.now()}@example.org`);
      await newsletter.getByRole('button', { name: "S'inscrire" }).click();
      await expect(isHydrated(page)).resolves.toBe(false);

      release();
      await expect
        .poll(() => newsletter.getByRole('status').textContent(), { timeout: 10_000 })
        .toBe('Inscription réussie !');
      expect(new URL(page.url()).pathname).toBe('/');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("the contact form's submit shows which field is missing before hydration", async () => {
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

describe('controls that need React', () => {
  const cases = [
    {
      name: 'a CSIA tab',
      path: '/csia',
      control: (page: Page) => page.getByRole('tablist', { name: 'Parcours de formation IA' }).getByRole('tab').nth(2),
      state: (page: Page) =>
        page
          .getByRole('tablist', { name: 'Parcours de formation IA' })
          .getByRole('tab')
          .nth(2)
          .getAttribute('aria-selected'),
      before: 'false',
      after: 'true',
    },
    {
      name: "a course programme's first module",
      path: '/formations/creer-developper-produire-format-360',
      control: (page: Page) => page.getByRole('region', { name: 'Programme détaillé' }).getByRole('button').first(),
      state: (page: Page) =>
        page
          .getByRole('region', { name: 'Programme détaillé' })
          .getByRole('button')
          .first()
          .getAttribute('aria-expanded'),
      before: 'false',
      after: 'true',
    },
    {
      name: "the sessions carousel's next button",
      path: '/',
      control: (page: Page) =>
        page
          .getByRole('group', { name: 'Nos prochaines sessions' })
          .getByRole('button', { name: 'Diapositive suivante' }),
      state: (page: Page) =>
        page
          .getByRole('group', { name: 'Nos prochaines sessions' })
          .locator('[aria-roledescription="diapositive"]')
          .evaluateAll((slides) => String(slides.findIndex((slide) => slide.getAttribute('data-state') === 'active'))),
      before: '0',
      after: '1',
    },
  ];

  it.each(cases)(
    '$name: a tap before hydration is held, then replayed once React has taken over',
    async ({ path, control, state, before, after }) => {
      // Reduced motion: the carousel does not turn by itself, so only the tap can move it.
      const { page, consoleErrors, close } = await open(path, {
        width: 390,
        height: 844,
        reducedMotion: 'reduce',
        waitUntil: 'load',
      });
      try {
        const release = await holdHydration(page);
        await control(page).click();
        await expect(isHydrated(page)).resolves.toBe(false);
        await expect(state(page)).resolves.toBe(before);

        release();
        await waitForHydration(page);
        await expect.poll(() => state(page)).toBe(after);
        expect(consoleErrors).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

describe('sessions carousel before hydration', () => {
  const carousel = (page: Page) => page.getByRole('group', { name: 'Nos prochaines sessions' });
  const viewport = (page: Page) =>
    carousel(page).locator('[aria-roledescription="diapositive"]').first().locator('xpath=../..');

  it('scrolls natively without JavaScript, slide by slide', async () => {
    const { page, close } = await open('/', { width: 390, height: 844, javaScript: false });
    try {
      await viewport(page).scrollIntoViewIfNeeded();
      await viewport(page).hover();
      await page.mouse.wheel(200, 0);
      await expect.poll(() => viewport(page).evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('embla takes over on the slide the visitor scrolled to', async () => {
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
      const activeSlide = () =>
        carousel(page)
          .locator('[aria-roledescription="diapositive"]')
          .evaluateAll((slides) => slides.findIndex((slide) => slide.getAttribute('data-state') === 'active'));
      await expect.poll(activeSlide).toBe(2);
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
});
