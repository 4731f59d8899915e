'use client';

import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What a link component receives: an href and the usual anchor attributes. */
export type LinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'download'> & {
  href: string;
  /** React types it `any`: a file name, or true for the server's name. */
  download?: string | boolean;
  ref?: Ref<HTMLAnchorElement>;
};

function Anchor({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

const LinkComponentContext = createContext<ComponentType<LinkComponentProps>>(Anchor);

/**
 * Lets the app render internal links with its router (the site passes React Router's Link);
 * without a provider, components render plain anchors, as in Storybook.
 * @inline
 */
export interface LinkProviderProps {
  /** The app's link component (React Router's Link, say), given every internal link's props. */
  component: ComponentType<LinkComponentProps>;
  children: ReactNode;
}

/** @param props - The props below; {@link LinkProviderProps} is their whole type. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/**
 * A link's props: its href and the usual anchor attributes.
 * @inline
 */
export type SmartLinkProps = LinkComponentProps;

/**
 * The one link primitive of the library: internal paths go through the app's link component (client-side navigation),
 * external, mail and download links stay plain anchors.
 *
 * **When to use it**: inside your own components, for a link that must navigate client-side like the library's.
 * **When not to**: inside running text (TextLink), or for a call to action (ButtonLink).
 *
 * **Keyboard and screen readers**: a native link (or the router's, which renders one): Tab, then Enter.
 *
 * @param props - The props below; {@link SmartLinkProps} is their whole type.
 *
 * @example
 * ```tsx
 * <SmartLink href="/ateliers">Toutes les formations</SmartLink>
 * ```
 */
export function SmartLink({ download, children, ...props }: SmartLinkProps) {
  const RoutedLink = useContext(LinkComponentContext);
  // A download or a new tab is a plain document request, never a client-side navigation (nor a router's prefetch).
  const newBrowsingContext = props.target !== undefined && props.target !== '_self';
  if (!isInternal(props.href) || download !== undefined || newBrowsingContext) {
    return (
      <a download={download} {...props}>
        {children}
      </a>
    );
  }
  // eslint-disable-next-line react-hooks/static-components -- the component comes from context, stable across renders
  return <RoutedLink {...props}>{children}</RoutedLink>;
}

export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
