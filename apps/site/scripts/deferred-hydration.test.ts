import { localBackendUrl } from '@fabrique/forms/local-backend';
import { describe, expect, it } from 'vitest';
import {
  deferHydration,
  deferredScriptType,
  hydrationStarter,
  speculationRules,
  starterPath,
} from './deferred-hydration.mjs';
import { inlineScripts, pagePolicy, scriptHash } from './security-headers.mjs';

const bootstrap = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");';
const page = [
  '<!DOCTYPE html><html lang="fr"><head>',
  '<link rel="preload" as="image" href="/assets/hero.svg"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/style.css"/></head><body><main>Texte</main>',
  '<script>window.__reactRouterContext = {};</script>',
  `<script type="module" async="">${bootstrap}</script>`,
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</body></html>',
].join('');

describe('deferHydration', () => {
  const deferred = deferHydration(page);

  it('drops the module preloads and keeps the other links', () => {
    expect(deferred).not.toContain('modulepreload');
    expect(deferred).toContain('<link rel="preload" as="image" href="/assets/hero.svg"/>');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/style.css"/>');
  });

  it('parks the bootstrap, unchanged, where the browser does not run it, and asks for the starter once, from the head', () => {
    expect(deferred).not.toContain('<script type="module"');
    expect(deferred).toContain(`<script type="${deferredScriptType}" id="fabrique-hydration">${bootstrap}</script>`);
    expect(deferred.split(starterPath)).toHaveLength(2);
    expect(deferred).toContain(`<script src="${starterPath}" defer="" fetchpriority="high"></script></head>`);
    expect(deferred).not.toContain(hydrationStarter);
    expect(deferred).toContain('<main>Texte</main>');
  });

  it('names the starter after its content, so that hosts may cache it for good', () => {
    expect(starterPath).toMatch(/^\/assets\/hydration-starter-[\w-]{8}\.js$/);
  });

  it('lets the page policy hash the bootstrap, and load the starter from the site itself', () => {
    const policy = pagePolicy(deferred, { functionsOrigin: localBackendUrl });
    expect(inlineScripts(deferred)).toHaveLength(2);
    expect(policy).toContain(scriptHash(bootstrap));
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  });

  it('lets the page policy allow the speculation rules the starter writes, at once and on the first intent', () => {
    const policy = pagePolicy(deferred, { functionsOrigin: localBackendUrl });
    const plain = pagePolicy(page.replace(/<script type="module"[\s\S]*?<\/script>/, ''), { functionsOrigin: 'x' });
    for (const rules of [speculationRules.press, speculationRules.intent]) {
      expect(policy).toContain(scriptHash(rules));
      expect(plain).not.toContain(scriptHash(rules));
    }
  });

  it('stops the build on a page without the router bootstrap: React Router’s output changed shape', () => {
    const plain = '<html><body><p>PDF</p></body></html>';
    expect(() => deferHydration(plain, 'build/client/csia/index.html')).toThrow(
      /no router bootstrap .* in build\/client\/csia\/index\.html: React Router's output changed shape/,
    );
  });

  it('starts on intent, and at once on pages that ask for it', () => {
    for (const intent of ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel']) {
      expect(hydrationStarter).toContain(`\`${intent}\``);
    }
    expect(hydrationStarter).toContain('meta[name="fabrique-hydrate"]');
    expect(hydrationStarter).toMatch(/===`immediately`/);
    // The finder's page hydrates at once only when the address carries a search.
    expect(hydrationStarter).toMatch(/===`with-query`&&location\.search\.length>1/);
  });

  it('is minified: a first visit downloads it', () => {
    expect(hydrationStarter).not.toMatch(/\n|\/\/|startHydrationOnIntent/);
    // 2.1 KB, then 2.7 KB with the speculation rules, then 3.1 KB with the stop of React's downloads when a click leaves
    // and the eagernesses given by the build (34 bytes, so that the policy's hashes and the starter share one owner),
    // then 3.3 KB with the session chosen by « Pré-inscription » before React.
    expect(hydrationStarter.length).toBeLessThan(3300);
  });
});

describe('speculationRules', () => {
  type Rules = Record<string, { where: unknown; eagerness: string }[]>;
  const press = JSON.parse(speculationRules.press) as Rules;
  const intent = JSON.parse(speculationRules.intent) as Rules;

  it('prerenders on press from the start, and on hover once the visitor has shown intent, the same links', () => {
    expect(Object.keys(press)).toEqual(['prerender']);
    expect(press.prerender).toEqual([{ where: intent.prerender![0]!.where, eagerness: 'conservative' }]);
    expect(intent).toEqual({ prerender: [{ where: press.prerender![0]!.where, eagerness: 'moderate' }] });
  });

  it('keeps to the site’s pages: no file, no link page acting on its token, nothing downloaded or opened elsewhere', () => {
    const where = JSON.stringify(press.prerender![0]!.where);
    expect(where).toContain('{"href_matches":"/*"}');
    for (const excluded of ['/*.*', '/newsletter/*', '/formations/*/alerte/*']) {
      expect(where).toContain(`{"not":{"href_matches":"${excluded}"}}`);
    }
    expect(where).toContain('{"not":{"selector_matches":"[download], [target]"}}');
  });

  // The e2e suite checks that the rules a page writes are these, byte for byte (their hash is in the policy).
  it('is written by the starter, which carries the same links and both eagernesses', () => {
    expect(hydrationStarter).toContain('speculationrules');
    expect(hydrationStarter).toMatch(/href_matches\W*:\W*\/newsletter\/\*/);
    expect(hydrationStarter).toMatch(/press\W*:\W*conservative/);
    expect(hydrationStarter).toMatch(/intent\W*:\W*moderate/);
  });
});
