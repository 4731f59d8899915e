import { Container, Head, Html, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { brand, emailWidth } from '../brand.ts';

export type EmailLayoutProps = {
  /** The document's title and the inbox preview line. */
  title: string;
  children: ReactNode;
};

const { light, dark } = brand;

// Inline styles are what every client reads; this sheet only adds what inline styles cannot say: dark mode (Apple
// Mail, Outlook apps; Outlook.com marks dark mode with [data-ogsc]) and narrow screens. !important beats the inline.
const sheet = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .fab-page { background-color: ${dark.page} !important; }
  .fab-card { background-color: ${dark.card} !important; }
  .fab-text { color: ${dark.text} !important; }
  .fab-muted { color: ${dark.muted} !important; }
  .fab-link { color: ${dark.accent} !important; }
  .fab-button { background-color: ${dark.accent} !important; color: ${dark.onAccent} !important; }
}
[data-ogsc] .fab-text { color: ${dark.text} !important; }
[data-ogsc] .fab-muted { color: ${dark.muted} !important; }
[data-ogsc] .fab-link { color: ${dark.accent} !important; }
@media (max-width: ${emailWidth + 20}px) {
  .fab-frame { padding: 0 !important; }
  .fab-band, .fab-card { padding: 24px 20px !important; border-radius: 0 !important; }
}
`;

const page: CSSProperties = { margin: 0, padding: 0, backgroundColor: light.page };

// The page's colour again on a table, for the clients that drop the body's styles.
const frame: CSSProperties = {
  padding: '24px 12px',
  backgroundColor: light.page,
  fontFamily: brand.font.body,
  color: light.text,
};

const band: CSSProperties = {
  backgroundColor: brand.band.background,
  borderBottom: `4px solid ${brand.band.rule}`,
  borderRadius: `${brand.radius.card} ${brand.radius.card} 0 0`,
  padding: '20px 32px',
};

const wordmark: CSSProperties = {
  margin: 0,
  fontFamily: brand.font.heading,
  fontWeight: brand.weight.heading,
  fontSize: '18px',
  lineHeight: '24px',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: brand.band.text,
};

const card: CSSProperties = {
  backgroundColor: light.card,
  borderRadius: `0 0 ${brand.radius.card} ${brand.radius.card}`,
  padding: '32px',
};

const signature: CSSProperties = {
  margin: '32px 0 0',
  fontSize: '12px',
  lineHeight: '18px',
  color: light.muted,
};

/** Every e-mail's frame: the brand's band, one card at most 600 px wide, the organisation's line at the foot. */
export function EmailLayout({ title, children }: EmailLayoutProps) {
  return (
    <Html lang="fr" dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{sheet}</style>
      </Head>
      <body className="fab-page" style={page}>
        <Preview>{title}</Preview>
        <Section className="fab-page fab-frame fab-text" style={frame}>
          <Container style={{ maxWidth: `${emailWidth}px`, width: '100%' }}>
            <Section className="fab-band" style={band} data-skip-in-text="true">
              <Text style={wordmark}>La Fabrique</Text>
            </Section>
            <Section className="fab-card fab-text" style={card}>
              {children}
              <Text className="fab-muted" style={signature}>
                La Fabrique — accélérateur de formats audiovisuels et organisme de formation
              </Text>
            </Section>
          </Container>
        </Section>
      </body>
    </Html>
  );
}
