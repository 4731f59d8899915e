'use client';

import { useRef, useState } from 'react';
import { Stack } from '../../layout/Stack/Stack.tsx';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { TextLink } from '../Link/TextLink.tsx';
import * as styles from './LinkActionPanel.css.ts';
import { useMessages } from '../../messages/messages.tsx';

export const linkActionStates = ['idle', 'sending', 'done', 'failed'] as const;
/** @useDeclaredType */
export type LinkActionState = (typeof linkActionStates)[number];

/**
 * The card's native attributes and `ref` (a div).
 * @inline
 */
export interface LinkActionPanelProps extends NativeProps<'div'> {
  /** What the visitor is about to do, e.g. 'Confirmez votre inscription à la lettre d’information'. */
  intro: string;
  actionLabel: string;
  sendingLabel: string;
  doneMessage: string;
  /** Shown when the page was opened without the link's token. */
  missingLinkMessage: string;
  /** False when the address carries no token: the action cannot run. */
  hasToken: boolean;
  /** Runs the action; rejects with an Error whose message is shown. */
  run: () => Promise<void>;
  /** The site's home page, offered once the action is done. */
  homeHref: string;
  /**
   * Where the button posts as a plain HTML form when React has not run (or cannot), with the hidden fields it sends
   * (the link's token): the host answers that post itself.
   */
  post?: { action: string; fields?: Record<string, string> };
  /** Initial state, for stories. */
  defaultState?: LinkActionState;
  defaultError?: string;
}

/**
 * The page behind an e-mail link (newsletter confirmation, unsubscription): the visitor confirms with a button, because
 * mail scanners open links on their own and must never act for them.
 *
 * **When to use it**: for a page behind an e-mail link where the visitor confirms an action with a button.
 *
 * **When not to**: for an action that needs no confirmation, nor to act when the page opens (mail scanners open links).
 *
 * The page behind an e-mail link (newsletter confirmation and unsubscription). The visitor acts with a button:
 * mail scanners open every link of an e-mail, so opening the page must never confirm or unsubscribe by itself.
 * States: idle, sending (button disabled, label changes), done (green status), failed (the server's French text, red).
 * The status line is a `role="status"` live region. Keyboard: one native button.
 *
 * **Screen readers**: the status line is a `role="status"` live region, so "done" and the server's error are read out
 * without moving focus; while sending, the button is disabled and its label says so.
 *
 * @param props - The props below; {@link LinkActionPanelProps} is their whole type.
 *
 * @example
 * ```tsx
 * <LinkActionPanel
 *   intro="Confirmez votre inscription à la lettre d’information."
 *   actionLabel="Confirmer"
 *   sendingLabel="Confirmation…"
 *   doneMessage="Inscription confirmée."
 *   missingLinkMessage="Ce lien est incomplet : ouvrez celui de l’e-mail."
 *   hasToken={token !== null}
 *   run={() => confirm(token)}
 *   homeHref="/"
 * />
 * ```
 */
export function LinkActionPanel({
  intro,
  actionLabel,
  sendingLabel,
  doneMessage,
  missingLinkMessage,
  hasToken,
  run,
  homeHref,
  post,
  defaultState = 'idle',
  defaultError = '',
  ...native
}: LinkActionPanelProps) {
  const messages = useMessages();
  const [state, setState] = useState<LinkActionState>(defaultState);
  const [error, setError] = useState(defaultError);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const act = async () => {
    if (state === 'sending') return;
    setState('sending');
    try {
      await run();
      setState('done');
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : messages.genericError);
      setState('failed');
    }
  };

  return (
    <Card {...native}>
      <Stack space="large" align="start">
        <p>{hasToken ? intro : missingLinkMessage}</p>
        {/* A real form, so that the action works before and without React; once React runs, it acts itself. */}
        <form
          method="post"
          action={post?.action}
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void act();
          }}
        >
          {Object.entries(post?.fields ?? {}).map(([name, value]) => (
            // Uncontrolled: the host may write the link's token into the page before React reads it.
            <input key={name} type="hidden" name={name} defaultValue={value} />
          ))}
          {hasToken && state !== 'done' ? (
            <Button type="submit" disabled={state === 'sending'}>
              {state === 'sending' ? sendingLabel : actionLabel}
            </Button>
          ) : null}
          <p
            ref={statusRef}
            role="status"
            className={cx(styles.status, state === 'done' && styles.success, state === 'failed' && styles.error)}
          >
            {state === 'done' ? doneMessage : state === 'failed' ? error : ''}
          </p>
        </form>
        <TextLink href={homeHref}>{messages.backHome}</TextLink>
      </Stack>
    </Card>
  );
}
