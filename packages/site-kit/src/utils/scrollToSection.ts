/**
 * Scrolls to an in-page section and moves keyboard focus into it, so the next Tab continues from there.
 * Returns false when the page has no such section (the caller then lets the link's #hash do its job).
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // Smooth or instant according to the global `scroll-behavior` (instant under reduced motion);
  // `scroll-padding-top` keeps the section clear of the sticky header.
  target.scrollIntoView({ block: 'start' });
  // A section is not focusable by itself: tabindex -1 makes it a focus target without adding a Tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // preventScroll: a second, focus-driven scroll would cut the smooth one short and misalign the section.
  target.focus({ preventScroll: true });
  return true;
}
