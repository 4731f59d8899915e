import { useEffect, useId, useRef, useState } from 'react';
import { ButtonLink, SmartLink } from '@fabrique/ui';
import { isCurrentSection, type NavigationLink } from '../../navigation.ts';
import { useHydrated } from '../../utils/useHydrated.ts';
import * as styles from './SiteHeader.css.ts';

export interface SiteHeaderProps {
  /** The router's pathname: marks the current section with aria-current="page". */
  currentPath: string;
  /** The site's main navigation, in order; the wordmark links to `homeHref`. */
  links: readonly NavigationLink[];
  callToAction: NavigationLink;
  homeHref: string;
  /** Id of the page's <main>, target of the skip link. */
  mainContentId?: string;
  /** Initial state of the mobile menu (for stories and tests); the header manages it afterwards. */
  defaultOpen?: boolean;
}

function hidePanel(panel: HTMLElement | null) {
  if (panel?.matches(':popover-open')) panel.hidePopover();
}

/**
 * The sticky site header: skip link, wordmark, main navigation and call to action. Below 1024 px of its own
 * width (a container query) the navigation collapses behind a menu toggle.
 */
export function SiteHeader({
  currentPath,
  links,
  callToAction,
  homeHref,
  mainContentId = 'contenu',
  defaultOpen = false,
}: SiteHeaderProps) {
  // Mirrors the panel's popover state: the browser opens and closes it (also before React has hydrated the page).
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = () => hidePanel(panelRef.current);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    if (defaultOpen) panel.showPopover();
    // Opened by a tap before hydration: its toggle event came before React listened.
    else if (panel.matches(':popover-open')) setOpen(true);
    // Only the first render's defaultOpen counts, like useState's initial value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The browser closes the popover on a real Escape or tap outside; once hydrated React does too, for synthetic ones,
  // and when focus leaves the navigation.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      hidePanel(panelRef.current);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) hidePanel(panelRef.current);
    };
    // The disclosure pattern: Tab past the last entry closes the menu rather than moving focus behind it.
    const onFocusIn = (event: FocusEvent) => {
      if (!navRef.current?.contains(event.target as Node)) hidePanel(panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  // A new page closes the menu, whichever way the visitor got there.
  const shownPath = useRef(currentPath);
  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    hidePanel(panelRef.current);
  }, [currentPath]);

  return (
    <header className={styles.root}>
      <a className={styles.skipLink} href={`#${mainContentId}`}>
        Aller au contenu principal
      </a>
      <div className={styles.inner}>
        {/* The name starts with the visible wordmark and says where it leads: "La Fabrique" alone is also a menu entry. */}
        <SmartLink href={homeHref} className={styles.brand} aria-label="La Fabrique, accueil">
          <span className={styles.brandMark} aria-hidden="true" />
          La Fabrique
        </SmartLink>
        <nav ref={navRef} className={styles.nav} aria-label="Navigation principale">
          {/* popoverTarget opens the panel without script; before hydration the browser also exposes its expanded state. */}
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            popoverTarget={panelId}
            aria-expanded={hydrated ? open : undefined}
            aria-controls={panelId}
            aria-label={hydrated ? (open ? 'Fermer le menu' : 'Ouvrir le menu') : undefined}
          >
            <span className={styles.toggleIcon} aria-hidden="true">
              <span className={styles.toggleBar} />
              <span className={styles.toggleBar} />
              <span className={styles.toggleBar} />
            </span>
            Menu
          </button>
          {/* An auto popover: Escape and a tap outside close it, natively. */}
          <div
            ref={panelRef}
            id={panelId}
            popover="auto"
            className={styles.panel}
            data-state={open ? 'open' : 'closed'}
            onToggle={(event) => setOpen(event.newState === 'open')}
          >
            <ul className={styles.list}>
              {links.map(({ label, href }) => (
                <li key={href} className={styles.item}>
                  <SmartLink
                    href={href}
                    className={styles.link}
                    aria-current={isCurrentSection(href, currentPath) ? 'page' : undefined}
                    onClick={close}
                  >
                    {label}
                  </SmartLink>
                </li>
              ))}
            </ul>
            <div className={styles.callToAction}>
              <ButtonLink href={callToAction.href} size="small" className={styles.callToActionButton} onClick={close}>
                {callToAction.label}
              </ButtonLink>
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
