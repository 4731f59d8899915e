import type { ReactNode } from 'react';

/** A visible block for layout stories: shows where a component places its children. */
export function DemoBox({ children, height }: { children: ReactNode; height?: number }) {
  return (
    <div
      style={{
        background: '#dbeafe',
        border: '1px solid #2563eb',
        borderRadius: 8,
        padding: '12px 16px',
        color: '#1e293b',
        minHeight: height,
        fontSize: 14,
      }}
    >
      {children}
    </div>
  );
}
