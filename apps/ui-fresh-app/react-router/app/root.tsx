import '@fabrique/ui/fonts.css';
import '@fabrique/ui/base.css';
import '@fabrique/ui/styles.css';
import { english, LinkProvider, MessagesProvider, Toaster, type LinkComponentProps } from '@fabrique/ui';
import type { ReactNode } from 'react';
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';

/** @fabrique/ui's internal links through React Router, whose Link takes `to`. */
function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

export const meta = () => [{ title: 'A fresh React Router app with @fabrique/ui' }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <MessagesProvider messages={english}>
      <LinkProvider component={RouterLink}>
        <Toaster>
          <Outlet />
        </Toaster>
      </LinkProvider>
    </MessagesProvider>
  );
}
