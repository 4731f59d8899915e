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

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h1"
      className="fab-text"
      style={{
        margin: '0 0 20px',
        fontFamily: brand.font.heading,
        fontWeight: brand.weight.heading,
        fontSize: '22px',
        lineHeight: '30px',
        color: light.text,
      }}
    >
      {children}
    </Heading>
  );
}

export function Subtitle({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h2"
      className="fab-text"
      style={{
        margin: '24px 0 8px',
        fontFamily: brand.font.heading,
        fontWeight: brand.weight.heading,
        fontSize: '16px',
        lineHeight: '24px',
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
