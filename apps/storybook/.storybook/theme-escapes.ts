import type { Page } from 'playwright';

/**
 * Re-themes the rendered story twice as a brand would, only the colour and shadow roles a brand sets (`brandRoles`, the
 * generated foundations data) each set to a distinct sentinel derived from its index, and lists every colour the theme
 * does not drive: a default theme colour still computed (any `--fab-…` of :root, so a role that should follow another
 * and does not shows), or a colour that stays the same under both sentinel themes (hard-coded, the browser's own, or
 * drawn into a data: image). Elements and their ::before, ::after, ::marker and ::placeholder are read.
 * The page is left as it was found: the properties restored with transitions off, so nothing animates back.
 */
export function themeEscapes(page: Page, brand: { roles: string[]; className: string }): Promise<string[]> {
  return page.evaluate(({ roles, className }) => {
    const colourProperties = [
      'color',
      'background-color',
      'background-image',
      'border-top-color',
      'border-right-color',
      'border-bottom-color',
      'border-left-color',
      'border-image-source',
      'outline-color',
      'text-decoration-color',
      'text-emphasis-color',
      'caret-color',
      'accent-color',
      'column-rule-color',
      'box-shadow',
      'text-shadow',
      '-webkit-text-fill-color',
      '-webkit-text-stroke-color',
      'list-style-image',
      'content',
    ];
    // SVG's paint properties, read on the elements that paint with them (elsewhere their initial black is inert).
    const svgProperties = (element: Element) =>
      element instanceof SVGGeometryElement || element instanceof SVGTextContentElement
        ? ['fill', 'stroke']
        : element instanceof SVGStopElement
          ? ['stop-color']
          : element.matches('feFlood, feDropShadow')
            ? ['flood-color']
            : [];
    const pseudos = [null, '::before', '::after', '::marker', '::placeholder'] as const;
    const root = document.documentElement;

    // The theme contract as the page has it: every --fab- property of a :root rule, in layers and media rules too.
    const names = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule && rule.selectorText === ':root') {
          for (const name of Array.from(rule.style)) if (name.startsWith('--fab-')) names.add(name);
        }
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const colourOrShadow = [...names].filter((name) => {
      const value = getComputedStyle(root).getPropertyValue(name).trim();
      return name.startsWith('--fab-shadow-') || CSS.supports('color', value);
    });
    const missing = roles.filter((role) => !names.has(role));
    if (missing.length > 0) throw new Error(`Brand roles missing from the page's theme: ${missing.join(', ')}`);

    /** Every colour a computed value holds: rgb()/color() functions, and any fill or stroke drawn into a data: image. */
    const coloursIn = (value: string): string[] => {
      const found = [...value.matchAll(/(?:rgba?|color)\([^()]*\)/g)].map((match) => match[0]);
      for (const [, url] of value.matchAll(/url\("?(data:[^")]+)"?\)/g)) {
        const [head, body = ''] = url!.split(',', 2);
        const svg = head!.endsWith(';base64') ? atob(body) : decodeURIComponent(body);
        for (const [, colour] of svg.matchAll(
          /(?:fill|stroke|stop-color|flood-color|color)\s*[=:]\s*["']?\s*([#\w(][^"';)]*\)?)/gi,
        )) {
          if (!/^(none|currentcolor|transparent|inherit|url\b)/i.test(colour!)) found.push(`data: image ${colour}`);
        }
      }
      return found;
    };
    const transparent = (colour: string) => /^rgba\(.*, 0\)$/.test(colour) || /\/ 0\)$/.test(colour);
    const rgb = (colour: string) => colour.match(/\d+, \d+, \d+/)?.[0];

    // The story's root and what it portals to the body; never Storybook's own overlays (ids storybook-…, classes sb-…).
    const story = Array.from(document.body.children).filter(
      (child) =>
        child.id === 'storybook-root' ||
        (!child.id.startsWith('storybook-') &&
          !child.className.toString().startsWith('sb-') &&
          !child.matches('script, style')),
    );
    const elements = [document.body, ...story.flatMap((child) => [child, ...child.querySelectorAll('*')])].filter(
      (element) => {
        // Left of or above the page's origin no scroll ever shows it (a honeypot field parked at left: -10000px).
        const box = element.getBoundingClientRect();
        return box.right + window.scrollX >= 0 && box.bottom + window.scrollY >= 0;
      },
    );

    /** One reading of every element's colours, as `index pseudo property` → colours. */
    const read = () => {
      const readings = new Map<string, string[]>();
      elements.forEach((element, index) => {
        const own = getComputedStyle(element);
        for (const pseudo of pseudos) {
          if (pseudo === '::marker' && own.display !== 'list-item') continue;
          if (pseudo === '::placeholder' && !element.matches('input, textarea')) continue;
          const style = pseudo ? getComputedStyle(element, pseudo) : own;
          if ((pseudo === '::before' || pseudo === '::after') && style.content === 'none') continue;
          // A colour is reported where it is set: not where it is inherited, nor where a property follows currentColor.
          const parent = pseudo ? own : element.parentElement && getComputedStyle(element.parentElement);
          const inherited = parent?.color === style.color;
          for (const property of pseudo ? colourProperties : [...colourProperties, ...svgProperties(element)]) {
            const value = style.getPropertyValue(property);
            if (property === 'color' ? inherited : value === style.color) continue;
            readings.set(`${index}${pseudo ?? ''} ${property}`, coloursIn(value));
          }
        }
      });
      return readings;
    };
    const describe = (element: Element) => {
      const name = element.tagName.toLowerCase();
      const className = typeof element.className === 'string' ? element.className.trim().split(/\s+/)[0] : '';
      const text = element.getAttribute('aria-label') ?? element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 24);
      return `<${name}${className ? `.${className}` : ''}${text ? ` "${text}"` : ''}>`;
    };

    // The default theme's colours, resolved as the page computes them (hex values and the shadows' rgb()).
    const probe = document.createElement('div');
    document.body.append(probe);
    const defaults = new Set<string>();
    for (const name of colourOrShadow) {
      probe.style.color = `var(${name})`;
      probe.style.boxShadow = `var(${name})`;
      const computed = getComputedStyle(probe);
      for (const colour of coloursIn(name.startsWith('--fab-shadow-') ? computed.boxShadow : computed.color)) {
        if (!transparent(colour)) defaults.add(rgb(colour)!);
      }
    }
    probe.remove();

    const noTransitions = document.createElement('style');
    noTransitions.textContent = '*, *::before, *::after, *::marker, *::placeholder { transition: none !important; }';
    document.head.append(noTransitions);
    // :root and any element that sets a brand of its own (inline, or the example brand's class), restored after.
    const targets = [
      root,
      ...document.querySelectorAll<HTMLElement>(`[style*="--fab-"], .${CSS.escape(className)}`),
    ].filter((target, index, all) => all.indexOf(target) === index);
    const themed = roles;
    const saved = targets.map((target) => themed.map((name) => target.style.getPropertyValue(name)));
    const sentinels = (blue: number) =>
      themed.forEach((name, index) => {
        const colour = `rgb(${(index % 250) + 3}, ${Math.floor(index / 250) + 7}, ${blue})`;
        const value = name.startsWith('--fab-shadow-') ? `0 0 0 1px ${colour}` : colour;
        for (const target of targets) target.style.setProperty(name, value);
      });
    sentinels(251);
    const first = read();
    sentinels(252);
    const second = read();
    targets.forEach((target, at) =>
      themed.forEach((name, index) => {
        const value = saved[at]![index];
        if (value) target.style.setProperty(name, value);
        else target.style.removeProperty(name);
      }),
    );
    void document.body.offsetHeight; // the defaults back in place before transitions are allowed again
    noTransitions.remove();

    const escapes = new Set<string>();
    for (const [key, colours] of first) {
      const again = second.get(key) ?? [];
      colours.forEach((colour, at) => {
        if (transparent(colour)) return;
        const [, index, rest] = key.match(/^(\d+)(.*)$/)!;
        const location = `${describe(elements[Number(index)]!)}${rest}`;
        if (defaults.has(rgb(colour) ?? '')) escapes.add(`${location}: ${colour} (a default theme colour)`);
        else if (again[at] === colour) escapes.add(`${location}: ${colour} (the same under every theme)`);
      });
    }
    return [...escapes];
  }, brand);
}
