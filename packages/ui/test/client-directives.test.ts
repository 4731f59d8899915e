// Server Components: every built module that needs the browser's React (state, effects, context, event handlers,
// Radix, embla) starts with 'use client'; every other module has none, so it stays a server component.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageDir } from './packed.ts';

const dist = join(packageDir, 'dist');
const modules = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file: relative(dist, join(dist, file)), code: readFileSync(join(dist, file), 'utf8') }))
  .sort((a, b) => a.file.localeCompare(b.file));

// What React gives a server component: its own build under the `react-server` condition, as Next.js resolves it.
const serverReact = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--conditions=react-server',
      '--input-type=module',
      '-e',
      "process.stdout.write(JSON.stringify(Object.keys(await import('react'))))",
    ],
    { cwd: packageDir, encoding: 'utf8' },
  ),
) as string[];

/** The names a module imports from each specifier (`* as X` and default imports as one name each). */
function imports(code: string): { from: string; names: string[] }[] {
  return [...code.matchAll(/^import\s+(.+?)\s+from\s+"([^"]+)";?$/gm)].map(([, clause, from]) => ({
    from: from!,
    names: clause!
      .replace(/[{}]/g, '')
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean),
  }));
}

/** Why a module must run in the browser's React, or undefined when a server component can run it. */
function clientReason(code: string): string | undefined {
  for (const { from, names } of imports(code)) {
    const clientOnly = names.filter((name) => name !== '*' && !serverReact.includes(name));
    if (from === 'react' && clientOnly.length > 0) return `react's ${clientOnly.join(', ')}`;
    if (/^(@radix-ui\/|embla-carousel)/.test(from)) return from;
    // Our hooks read a context or a state; a barrel re-exporting one does not call it.
    const hooks = names.filter((name) => /^use[A-Z]/.test(name) && code.includes(`${name}(`));
    if (from.startsWith('.') && hooks.length > 0) return `our ${hooks.join(', ')}`;
  }
  // A handler written here (`onClick: (event) => …`) cannot cross from a server component to the element.
  const handler = /\b(on[A-Z]\w*): (\(|async\b|function\b|\w+ =>)/.exec(code);
  return handler ? `its ${handler[1]} handler` : undefined;
}

const hasDirective = (code: string) => /^"use client";\n/.test(code);

describe("the built modules' 'use client'", () => {
  it('reads the server build of React, which lacks the client hooks', () => {
    expect(serverReact).toContain('useId');
    expect(serverReact).not.toContain('createContext');
    expect(serverReact).not.toContain('useState');
  });

  it('starts every module that needs the client, and only those', () => {
    const wrong = modules
      .map(({ file, code }) => ({ file, reason: clientReason(code) ?? 'none', directive: hasDirective(code) }))
      .filter(({ reason, directive }) => directive !== (reason !== 'none'));
    expect(wrong).toEqual([]);
  });

  it('puts the interactive components on the client and keeps the presentational ones and the namespaces on the server', () => {
    const client = modules.filter(({ code }) => hasDirective(code)).map(({ file }) => file);
    expect(client).toEqual(
      expect.arrayContaining([
        'components/Accordion/Accordion.js',
        'components/Carousel/Carousel.js',
        'components/TabSet/TabSet.js',
        'components/Toast/Toast.js',
        'components/Link/LinkProvider.js',
        'messages/messages.js',
        'components/TextField/TextField.js',
      ]),
    );
    const server = [
      'index.js',
      'components/Accordion/AccordionNamespace.js',
      'components/Carousel/CarouselNamespace.js',
      'components/TabSet/TabSetNamespace.js',
      'components/Heading/Heading.js',
      'components/Text/Text.js',
      'components/Card/Card.js',
      'layout/Stack/Stack.js',
    ];
    expect(server.filter((file) => client.includes(file) || !modules.some((module) => module.file === file))).toEqual(
      [],
    );
  });
});
