import { tokens } from '@fabrique/ui/tokens';
import { useState } from 'react';
import type { RenderedEmail } from '../render.ts';

/**
 * The catalogue's own @font-face rules, with absolute addresses: the e-mail's frame is a document of its own, and a
 * reader whose client loads web fonts sees the site's type (the others, the same stacks' fallbacks).
 */
function fontFaces(): string {
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    const base = sheet.href ?? document.baseURI;
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSFontFaceRule) {
        rules.push(rule.cssText.replace(/url\("([^"]+)"\)/g, (_, url: string) => `url("${new URL(url, base).href}")`));
      }
    }
  }
  return `<style>${rules.join('\n')}</style>`;
}

const label = { margin: '0 0 4px', font: `600 14px/20px ${tokens.font.body}`, color: tokens.color.textMuted };

/**
 * Stories only: an e-mail as a client shows it (its HTML in a frame, sized to its content) and, under it, the subject
 * and the plain-text part. The frame says `data-ready` once its fonts are in: play functions wait for it.
 */
export function EmailPreview({ email, width = 640 }: { email: RenderedEmail; width?: number }) {
  const [height, setHeight] = useState<number>();
  const [ready, setReady] = useState(false);
  return (
    <div style={{ padding: 16, background: tokens.color.surface }}>
      <p style={label}>Objet : {email.subject}</p>
      <iframe
        title={`Aperçu de l’e-mail : ${email.subject}`}
        srcDoc={email.html.replace('</head>', `${fontFaces()}</head>`)}
        width={width}
        height={height ?? 200}
        style={{ display: 'block', border: `1px solid ${tokens.color.border}`, maxWidth: '100%' }}
        data-ready={ready || undefined}
        onLoad={(event) => {
          const frame = event.currentTarget.contentDocument!;
          void frame.fonts.ready.then(() => {
            setHeight(frame.documentElement.scrollHeight);
            setReady(true);
          });
        }}
      />
      <p style={{ ...label, marginTop: 16 }}>Texte brut</p>
      <pre
        style={{
          margin: 0,
          padding: 12,
          maxWidth: width,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          font: `400 13px/20px ${tokens.font.body}`,
          color: tokens.color.text,
          background: tokens.color.surfaceMuted,
        }}
      >
        {email.text}
      </pre>
    </div>
  );
}
