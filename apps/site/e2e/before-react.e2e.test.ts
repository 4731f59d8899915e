// The page whole before React: what a visitor types while React loads (a phone's CPU slowed 6×, typing from the first
// tap at a human pace) is still there after hydration, caret and focus included; no page scrolls sideways before
// hydration or without JavaScript; « Pré-inscription » works as a plain link; the small accessibility points.
import { courses, findCourses, finderStateFromSearch, pastSessions, sessionDateRange, team } from '@fabrique/content';
import { createCourseSearch } from '@fabrique/content/course-search';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdHydration, inject, isHydrated, setupBrowser } from './browser.ts';
import { pagePaths } from './site.ts';

const { open, visit } = setupBrowser();
// Typing at a human pace on a CPU slowed 6× (then a hydration six times slower), every page of the site at three
// widths: more than the default 30 s on a loaded two-core machine.
test.describe.configure({ timeout: 120_000 });

/** A mid-range phone: the CPU six times slower than the test machine's. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/** The marker the app sets once React has taken over (root.tsx's HydrationSignal). */
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

/** Counts the keys pressed before the hydration marker: the test proves it typed before React. */
async function countKeysBeforeHydration(page: Page) {
  const count = await page.evaluateHandle(() => {
    const keys = { before: 0 };
    addEventListener(
      'keydown',
      () => {
        if (!document.documentElement.hasAttribute('data-hydrated')) keys.before += 1;
      },
      true,
    );
    return keys;
  });
  return async () => (await count.jsonValue()).before;
}

/** A first tap on the field, then typing at once, a key every 100 ms. */
async function tapAndType(field: Locator, text: string) {
  await field.click();
  await field.page().keyboard.type(text, { delay: 100 });
}

/** The field holds `value`, has focus, and its caret sits at the end. */
async function expectTypedAndFocused(field: Locator, value: string) {
  await expect(field).toHaveValue(value);
  await expect(field).toBeFocused();
  const caret = await field.evaluate((input: HTMLInputElement | HTMLTextAreaElement) => [
    input.selectionStart,
    input.selectionEnd,
  ]);
  if (caret[0] !== null) {
    expect(caret).toEqual([value.length, value.length]);
    return;
  }
  // An e-mail field has no selection API: the next key lands at the end, or the caret was elsewhere.
  await field.page().keyboard.type('r');
  await expect(field).toHaveValue(`${value}r`);
  await field.page().keyboard.press('Backspace');
  await expect(field).toHaveValue(value);
}

/** The courses the finder lists, in order, by their card's link. */
const listed = (page: Page) =>
  page
    .locator('#trouver-une-formation ul > li article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.replace('/formations/', '')));

/** What the content rules answer for an address: the page must show the same. */
function expectedFor(search: string) {
  const state = finderStateFromSearch(search);
  return findCourses(courses, state, Date.now(), createCourseSearch(courses)(state.query)).map((course) => course.id);
}

test.describe('typing before hydration, on a slowed CPU', () => {
  test('the finder keeps « documentaire » and the sort, and lists their results as soon as React runs', async () => {
    const { page, consoleErrors, close } = await open('/formations', { waitUntil: 'load' });
    try {
      await slowCpu(page);
      const keysBeforeHydration = await countKeysBeforeHydration(page);
      const release = await holdHydration(page);
      const search = page.getByRole('searchbox', { name: 'Rechercher une formation' });
      const sort = page.getByRole('combobox', { name: 'Trier par' });
      await sort.selectOption('duree');
      await tapAndType(search, 'docu');
      await expect(isHydrated(page)).resolves.toBe(false);
      release();
      await page.keyboard.type('mentaire', { delay: 100 });
      await hydrated(page);

      await expectTypedAndFocused(search, 'documentaire');
      await expect(sort).toHaveValue('duree');
      expect(await keysBeforeHydration()).toBeGreaterThanOrEqual(4);
      await expect.poll(() => new URL(page.url()).search).toBe('?q=documentaire&tri=duree');
      const expected = expectedFor('?q=documentaire&tri=duree');
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(courses.length);
      await expect.poll(() => listed(page)).toEqual(expected);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('the course request form keeps every field, the session chosen included', async () => {
    const writing = courses.find((course) => course.id === 'atelier-ecriture-avec-ia')!;
    const { page, consoleErrors, close } = await open(`/formations/${writing.id}`, { waitUntil: 'load' });
    try {
      await slowCpu(page);
      const keysBeforeHydration = await countKeysBeforeHydration(page);
      const release = await holdHydration(page);
      const form = page.locator('section#demande form');
      const field = (label: string | RegExp) => form.getByLabel(label, { exact: typeof label === 'string' });
      const typed: [Locator, string][] = [
        [field('Nom'), 'Claire Martin'],
        [field('Email'), 'claire@prod.fr'],
        [field('Téléphone (facultatif)'), '06 12 34 56 78'],
        [field('Entreprise (facultatif)'), 'Prod & Cie'],
      ];
      for (const [input, text] of typed) await tapAndType(input, text);
      const project = field('Nom du projet ou de la formation (facultatif)');
      await project.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' (équipe)', { delay: 100 });
      const session = field(/^Session souhaitée/);
      const day = writing.sessions[1]!.periods[0]!.start;
      await session.selectOption(day);
      await field('Sujet de votre question').selectOption('projet');
      const message = field('Message');
      await tapAndType(message, 'Bonjour, ');
      await expect(isHydrated(page)).resolves.toBe(false);
      release();
      await page.keyboard.type('une place pour deux ?', { delay: 100 });
      await hydrated(page);

      for (const [input, text] of typed) await expect(input).toHaveValue(text);
      await expect(project).toHaveValue(`${writing.title} (équipe)`);
      await expect(session).toHaveValue(day);
      await expect(field('Sujet de votre question')).toHaveValue('projet');
      await expectTypedAndFocused(message, 'Bonjour, une place pour deux ?');
      expect(await keysBeforeHydration()).toBeGreaterThan(40);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  for (const [name, path, form] of [
    ['the newsletter', '/', (page: Page) => page.getByRole('contentinfo')],
    [
      'a course alert',
      '/formations/atelier-ecriture-avec-ia',
      (page: Page) => page.getByRole('form', { name: 'Être averti(e) des prochaines dates' }),
    ],
  ] as const) {
    test(`${name} keeps the address typed`, async () => {
      const { page, consoleErrors, close } = await open(path, { waitUntil: 'load' });
      try {
        await slowCpu(page);
        const keysBeforeHydration = await countKeysBeforeHydration(page);
        const release = await holdHydration(page);
        const email = form(page).getByLabel('Votre adresse email');
        await tapAndType(email, 'claire');
        await expect(isHydrated(page)).resolves.toBe(false);
        release();
        await page.keyboard.type('@prod.fr', { delay: 100 });
        await hydrated(page);

        await expectTypedAndFocused(email, 'claire@prod.fr');
        expect(await keysBeforeHydration()).toBeGreaterThanOrEqual(6);
        expect(consoleErrors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

test.describe('no sideways scroll', () => {
  const widths = [320, 390, 1280];

  /** Every page at each width: the document never scrolls sideways. Resizing a loaded page is no intent. */
  async function expectNoOverflow(page: Page, load: (path: string) => Promise<unknown>) {
    const overflowing: string[] = [];
    for (const path of pagePaths) {
      await load(path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) overflowing.push(`${path} at ${width} px: ${scrollWidth} px wide`);
      }
    }
    expect(overflowing).toEqual([]);
  }

  test('on every page, without JavaScript', async () => {
    const { page } = await visit('/', { javaScript: false });
    await expectNoOverflow(page, (path) => visit(path, { javaScript: false }));
  });

  test('on every page, before hydration', async () => {
    // Each page with its starter and its styles for scripts: slower than without JavaScript on a loaded machine.
    test.setTimeout(300_000);
    const { page } = await visit('/', { waitUntil: 'load' });
    await expectNoOverflow(page, async (path) => {
      await visit(path, { waitUntil: 'load' });
      // The newsletter's and alerts' link pages hydrate at once (their content is their address's): the others wait.
      if (!/\/(confirmation|desinscription)$/.test(path)) await expect(isHydrated(page)).resolves.toBe(false);
    });
  });
});

test.describe('« Pré-inscription » as a plain link', () => {
  test('before React, the page it loads shows its session chosen, and React keeps it', async () => {
    const writing = courses.find((course) => course.id === 'atelier-ecriture-avec-ia')!;
    const chosen = writing.sessions[1]!;
    const range = sessionDateRange(chosen);
    const { page, close } = await open(`/formations/${writing.id}`, { waitUntil: 'load' });
    try {
      const release = await holdHydration(page);
      await page
        .getByRole('link', { name: `Pré-inscription (session ${range.charAt(0).toLowerCase()}${range.slice(1)})` })
        .click();
      await page.waitForURL(/\?session=/);
      const session = page.locator('section#demande form').getByLabel(/^Session souhaitée/);
      await expect(session).toHaveValue(chosen.periods[0]!.start);
      await expect(session.locator('option:checked')).toHaveText(range);
      await expect(isHydrated(page)).resolves.toBe(false);
      release();
      await hydrated(page);
      await expect(session).toHaveValue(chosen.periods[0]!.start);
    } finally {
      await close();
    }
  });
});

test.describe('the phone menu', () => {
  test('closes when Tab leaves it, and Escape gives focus back to its button', async () => {
    const { page, close } = await open('/', { width: 390, height: 844 });
    try {
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      const toggle = nav.getByRole('button', { name: /menu/i });
      const menuIsOpen = () =>
        page.evaluate(() => document.querySelector('header [popover]')!.matches(':popover-open'));
      const focusInNav = () => nav.evaluate((element) => element.contains(document.activeElement));
      await toggle.click();
      await expect(nav.getByRole('link', { name: 'Nos Offres' })).toBeVisible();
      const stops = await nav.locator('a').count();
      for (let tab = 0; tab <= stops && (await focusInNav()); tab += 1) await page.keyboard.press('Tab');
      await expect(focusInNav()).resolves.toBe(false);
      await expect.poll(menuIsOpen).toBe(false);

      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(menuIsOpen).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect.poll(menuIsOpen).toBe(false);
      await expect(toggle).toBeFocused();
    } finally {
      await close();
    }
  });
});

test.describe('small accessibility points', () => {
  test('the team portraits are no Tab stops', async () => {
    const { page } = await visit('/');
    for (const member of team) {
      const portrait = page.getByRole('figure', { name: new RegExp(`^${member.name}\\s*,`) });
      await expect(portrait).toHaveCount(1);
      await expect(portrait).not.toHaveAttribute('tabindex');
    }
    await expect(page.locator('figure[tabindex]')).toHaveCount(0);
  });

  test('« Sujet de votre question » is required, and not invalid in the accessibility tree before a check', async () => {
    const { page } = await visit('/nos-offres');
    const subject = page.getByRole('combobox', { name: 'Sujet de votre question' });
    await subject.scrollIntoViewIfNeeded();
    // Chromium's tree does not report a select's required state, native or ARIA: both attributes are there for the
    // assistive technologies that read them.
    await expect(subject).toHaveAttribute('required', '');
    await expect(subject).toHaveAttribute('aria-required', 'true');
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument');
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: 'Sujet de votre question',
      role: 'combobox',
    });
    const properties = Object.fromEntries((nodes[0]?.properties ?? []).map(({ name, value }) => [name, value.value]));
    // Empty and required, Chromium called it invalid before anything was checked.
    expect(properties).toMatchObject({ invalid: 'false' });
    await cdp.detach();
  });

  test('« Sessions précédentes » keeps its bullets inside its box at 390 px', async () => {
    // Today's build: the e2e build's day (1 December 2025) comes before every session's end.
    const today = inject('todayEpoch') * 1000;
    const course = courses.find((candidate) => pastSessions(candidate, today).length > 0);
    if (!course) throw new Error('Expected a course with a past session today');
    const { page } = await visit(`${inject('todaySiteUrl')}/formations/${course.id}`, {
      width: 390,
      height: 844,
      now: today,
    });
    const list = page.getByRole('heading', { name: 'Sessions précédentes' }).locator('xpath=..').locator('ul');
    // An outside marker is drawn in the list's start padding: at least one character's room.
    const padding = await list.evaluate((ul) => parseFloat(getComputedStyle(ul).paddingInlineStart));
    const fontSize = await list.evaluate((ul) => parseFloat(getComputedStyle(ul).fontSize));
    expect(padding).toBeGreaterThanOrEqual(fontSize);
  });
});
