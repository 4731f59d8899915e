'use client';
// @fabrique/ui's providers in a client module of the app: a server layout cannot hand a component (next/link) or a
// function-valued message to a client component, a client module can.
import { english, LinkProvider, MessagesProvider } from '@fabrique/ui';
import Link from 'next/link';
import type { ReactNode } from 'react';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MessagesProvider messages={english}>
      <LinkProvider component={Link}>{children}</LinkProvider>
    </MessagesProvider>
  );
}
