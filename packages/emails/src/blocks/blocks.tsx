import { Button, Heading, Link, Text } from '@react-email/components';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { brand } from '../brand.ts';

const { light } = brand;

const paragraph: CSSProperties = { margin: '0 0 16px', fontSize: '16px', lineHeight: '26px', color: light.text };
const smallPrint: CSSProperties = { margin: '0 0 12px', fontSize: '13px', lineHeight: '20px', color: light.muted };

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text className="fab-text" style={paragraph}>
      {children}
    </Text>
  );
}

/** The quiet lines under a message: why it arrived, how to stop it. */
export function SmallPrint({ children, htmlOnly = false }: { children: ReactNode; htmlOnly?: boolean }) {
  return (
    <Text className="fab-muted" style={smallPrint} {...(htmlOnly ? { 'data-skip-in-text': 'true' } : {})}>
      {children}
    </Text>
  );
}

const headings = {
  h1: { margin: '0 0 20px', fontSize: '22px', lineHeight: '30px' },
  h2: { margin: '24px 0 8px', fontSize: '16px', lineHeight: '24px' },
} as const;

/** The e-mail's title (h1) or a section's (h2), in the brand's heading type. */
export function Title({ children, level = 'h1' }: { children: ReactNode; level?: keyof typeof headings }) {
  return (
    <Heading
      as={level}
      className="fab-text"
      style={{
        ...headings[level],
        fontFamily: brand.font.heading,
        fontWeight: brand.weight.heading,
        color: light.text,
      }}
    >
      {children}
    </Heading>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link className="fab-link" href={href} style={{ color: light.accent, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

/** The one call to action, in the site's coral; the address under it for clients that block the button. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <Text style={{ margin: '8px 0 24px' }}>
        <Button
          className="fab-button"
          href={href}
          style={{
            display: 'inline-block',
            backgroundColor: light.accent,
            color: light.onAccent,
            fontWeight: brand.weight.strong,
            fontSize: '16px',
            lineHeight: '24px',
            padding: '12px 24px',
            borderRadius: brand.radius.button,
            textDecoration: 'none',
          }}
        >
          {children}
        </Button>
      </Text>
      <SmallPrint htmlOnly>
        Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :{' '}
        <span style={{ wordBreak: 'break-all' }}>{href}</span>
      </SmallPrint>
    </>
  );
}

/** Text as typed, its line breaks kept (a visitor's message). */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}
