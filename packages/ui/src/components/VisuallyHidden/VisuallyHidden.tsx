import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css.ts';

/** Text for assistive technology only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
