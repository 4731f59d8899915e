// Which fonts Chromium really used to draw a page's text, asked of the renderer itself (CDP's
// CSS.getPlatformFontsForNode), so that a fallback to a system font fails a test on every machine, not only on the
// machine whose fonts differ from the one that made the visual baselines.

/** The site's own families: the self-hosted web fonts of packages/ui/src/theme/fonts.ts. */
export const siteFontFamilies = ['Inter', 'Montserrat'];

/**
 * Lists every text the page draws in a font other than the site's own, as `{ font, text }`, at most one entry per
 * font and element. Call it once the fonts are ready (`document.fonts.ready`).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<Array<{ font: string, text: string }>>}
 */
export async function foreignFonts(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const elements = [...elementsWithText(root)];
    // All questions at once: the renderer answers them in order, without a round trip each (hundreds on a long page).
    const answers = await Promise.all(
      elements.map(({ nodeId }) =>
        // A node the page replaced since the snapshot (a carousel turning) has nothing left to draw.
        cdp.send('CSS.getPlatformFontsForNode', { nodeId }).then(
          (answer) => answer.fonts,
          () => [],
        ),
      ),
    );
    const found = [];
    for (const [index, { text }] of elements.entries()) {
      for (const font of answers[index]) {
        if (!isSiteFont(font))
          found.push({ font: font.familyName, custom: font.isCustomFont, text: text.slice(0, 60) });
      }
    }
    return found;
  } finally {
    await cdp.detach();
  }
}

/** Elements with a text node of their own (the unit the renderer reports fonts for), skipping what never renders. */
function* elementsWithText(node) {
  if (
    node.nodeName === 'SCRIPT' ||
    node.nodeName === 'STYLE' ||
    node.nodeName === 'NOSCRIPT' ||
    node.nodeName === 'TEMPLATE'
  )
    return;
  const children = [
    ...(node.children ?? []),
    ...(node.shadowRoots ?? []),
    ...(node.contentDocument ? [node.contentDocument] : []),
  ];
  const text = children
    .filter((child) => child.nodeType === 3)
    .map((child) => child.nodeValue)
    .join('')
    .trim();
  if (node.nodeType === 1 && text !== '') yield { nodeId: node.nodeId, text };
  for (const child of children) yield* elementsWithText(child);
}

/** A font file's family name carries its style ("Inter SemiBold", "Montserrat Thin"); it must be one of ours, as a web font. */
function isSiteFont(font) {
  return (
    font.isCustomFont &&
    siteFontFamilies.some((family) => font.familyName === family || font.familyName.startsWith(`${family} `))
  );
}
