// A server layout: the stylesheets, and @fabrique/ui's providers from the app's client module.
import '@fabrique/ui/fonts.css';
import '@fabrique/ui/base.css';
import '@fabrique/ui/styles.css';
import { Toaster } from '@fabrique/ui';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Providers } from './providers';

export const metadata: Metadata = { title: 'A fresh Next.js app with @fabrique/ui' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>
          <Toaster>{children}</Toaster>
        </Providers>
      </body>
    </html>
  );
}
