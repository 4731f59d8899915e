import type { ReactNode } from 'react';
import { vars } from '../theme/contract.css.ts';

/** A visible block for layout stories: shows where a component places its children. */
export function DemoBox({ children, height }: { children: ReactNode; height?: number }) {
  return (
    <div
      style={{
        background: vars.category.blue.tint,
        border: `1px solid ${vars.category.blue.solid}`,
        borderRadius: 8,
        padding: '12px 16px',
        color: vars.color.text,
        minHeight: height,
        fontSize: 14,
      }}
    >
      {children}
    </div>
  );
}
