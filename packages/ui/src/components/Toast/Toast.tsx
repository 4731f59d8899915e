'use client';

import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import * as styles from './Toast.css.ts';
import { useMessages } from '../../messages/messages.tsx';

export const toastVariants = ['default', 'destructive'] as const;
/** @useDeclaredType */
export type ToastVariant = (typeof toastVariants)[number];

export interface ToastOptions {
  title: string;
  description?: string;
  /** default: information, announced politely; destructive: a failure, announced at once in critical colours. */
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the Toaster's duration by default. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => number;
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: number) => void;
}

interface ToastRecord extends ToastOptions {
  id: number;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * The `toast()` and `dismiss()` of the nearest Toaster.
 *
 * Call it in a component inside a `Toaster`; outside one it throws.
 *
 * @example
 * ```tsx
 * const { toast } = useToast();
 * toast({ title: 'Erreur d’envoi', description: 'Réessayez dans un instant.', variant: 'destructive' });
 * ```
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a Toaster.');
  return api;
}

/**
 * The native attributes and `ref` of the toasts' list (Radix's viewport, an `<ol>`), where `className` goes too.
 * @inline
 */
export interface ToasterProps extends NativeProps<'ol'> {
  /** The part of the app that may show toasts. */
  children?: ReactNode;
  /** Milliseconds a toast stays; long enough to read two lines, and it pauses while hovered or focused. */
  duration?: number;
  className?: string;
}

// Time for the closing animation before a toast leaves the list.
const removeDelay = 400;

function ToastIcon({ variant }: { variant: ToastVariant }) {
  return (
    <span className={cx(styles.icon, styles.iconTone[variant])}>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9" />
        {variant === 'destructive' ? <path d="M12 7.5v5.5M12 16.5v.01" /> : <path d="M12 11v5.5M12 7.5v.01" />}
      </svg>
    </span>
  );
}

/**
 * Radix Toast provider and viewport, with the toasts raised by `useToast()` inside it.
 * Swipe right or press Échap to dismiss; F8 moves focus to the notifications.
 *
 * **When to use it**: for the short result of an action the visitor just took: a form sent or refused.
 *
 * **When not to**: for errors tied to a field (the field shows them) or for anything the visitor must read later.
 *
 * Radix Toast: `<Toaster>` (provider and viewport, wrapping the app) and `useToast()`, whose
 * `toast({ title, description, variant })` raises a notification in the bottom-right corner. The forms use it for the spec's messages
 * ('Message envoyé !', 'Formulaire incomplet', 'Erreur d'envoi', 'Inscription réussie !', 'Erreur d'inscription').
 *
 * **States / variants** (`default`, `destructive`): `default` on the dark stage for confirmations, announced politely (Radix `type="background"`);
 * `destructive` in the critical colours for failures, announced at once (`type="foreground"`, assertive).
 *
 * **Keyboard and pointer**: F8 moves focus to the notifications; Tab reaches the close button 'Fermer'; Échap closes the focused toast;
 * swipe right dismisses it. A toast stays 6 s by default and its timer pauses while it is hovered or focused, or the window is in the background.
 *
 * **Decisions**: the toasts live in React state inside the Toaster rather than in a global store, so two Toasters never share toasts;
 * a toast never holds the only copy of important information — forms also show their errors under the fields.
 *
 * @param props - The props below; {@link ToasterProps} is their whole type.
 *
 * @example
 * ```tsx
 * // Once, around the app:
 * <Toaster>{app}</Toaster>;
 * // In a form below it:
 * const { toast } = useToast();
 * toast({ title: 'Message envoyé !', description: 'Nous vous répondons sous 48 heures.' });
 * ```
 */
export function Toaster({ children, duration = 6000, className, ...viewport }: ToasterProps) {
  const messages = useMessages();
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const close = useCallback((id?: number) => {
    setToasts((current) =>
      current.map((record) => (id === undefined || record.id === id ? { ...record, open: false } : record)),
    );
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((record) => record.open));
    }, removeDelay);
    timers.current.add(timer);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      toast: (options) => {
        const id = nextId.current;
        nextId.current += 1;
        setToasts((current) => [...current, { ...options, id, open: true }]);
        return id;
      },
      dismiss: close,
    }),
    [close],
  );

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} swipeDirection="right" label={messages.toast}>
        {children}
        {toasts.map(({ id, open, title, description, variant = 'default', duration: own }) => (
          <RadixToast.Root
            key={id}
            open={open}
            onOpenChange={(next) => {
              if (!next) close(id);
            }}
            duration={own}
            // Radix announces foreground toasts assertively and background ones politely.
            type={variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={variant}
            className={styles.toast({ variant })}
          >
            <ToastIcon variant={variant} />
            <div className={styles.text}>
              <RadixToast.Title className={cx(styles.title, variant === 'destructive' && styles.titleDestructive)}>
                {title}
              </RadixToast.Title>
              {description ? (
                <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close aria-label={messages.close} className={styles.close({ variant })}>
              <Icon size={18} strokeWidth={2.25}>
                <path d="M6 6l12 12M18 6 6 18" />
              </Icon>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport {...viewport} label={messages.toastRegion} className={cx(styles.viewport, className)} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
