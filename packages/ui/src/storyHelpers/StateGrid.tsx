import { useId, type ReactNode } from 'react';
import { vars } from '../theme/contract.css.ts';

/** The pseudo-classes a cell can force on everything in it, as storybook-addon-pseudo-states names them. */
export type ForcedState = 'hover' | 'focusVisible' | 'active';

export interface StateCell {
  /** What the designer sees, in a few English words: "Hover", "Disabled", "Long word, 320 px". */
  label: string;
  /** A pseudo-class drawn on the cell's content without a pointer or a keyboard (`parameters.pseudo` in preview.ts). */
  force?: ForcedState;
  /** The cell's width in px, e.g. 320 for the narrowest phone; otherwise the content's own width. */
  width?: number;
  /** Spans the whole row: a component as wide as the page. */
  wide?: boolean;
  /** The cell on the dark stage, for the components' on-stage variants. */
  stage?: boolean;
  children: ReactNode;
}

const controls = ':is(a, button, input, select, textarea, [tabindex]:not([tabindex="-1"]))';

/**
 * The elements storybook-addon-pseudo-states puts in each forced state: a hovered cell's component (its root, for
 * cards that lift) and controls; a focused or pressed cell's controls only (a root with a ring would be wrong).
 */
export const forcedStates = {
  hover: `[data-force="hover"] > :not(figcaption), [data-force="hover"] ${controls}`,
  focusVisible: `[data-force="focusVisible"] ${controls}`,
  active: `[data-force="active"] ${controls}`,
} as const satisfies Record<ForcedState, string>;

/** A component's states side by side, each under its label: the catalogue's "All states" stories. */
export function StateGrid({ states }: { states: readonly StateCell[] }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      {states.map((state) => (
        <StateFigure key={state.label} {...state} />
      ))}
    </div>
  );
}

/** One state under its label, which also names the figure (a play function finds it by that name). */
function StateFigure({ label, force, width, wide, stage, children }: StateCell) {
  const captionId = useId();
  return (
    <figure
      aria-labelledby={captionId}
      data-force={force}
      style={{
        margin: 0,
        display: 'grid',
        gap: 8,
        alignContent: 'start',
        width: wide ? '100%' : width,
        maxWidth: '100%',
        ...(stage && { background: vars.color.stage, padding: 16, borderRadius: 8 }),
      }}
    >
      <figcaption
        id={captionId}
        style={{
          fontFamily: vars.font.body,
          fontSize: 12,
          fontWeight: 600,
          letterSpacing: '0.04em',
          textTransform: 'uppercase',
          color: stage ? vars.color.onStageMuted : vars.color.textMuted,
        }}
      >
        {label}
      </figcaption>
      {children}
    </figure>
  );
}
