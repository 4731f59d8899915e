import type { ComponentPropsWithRef, ComponentType, HTMLAttributes, JSX, ReactNode, Ref } from 'react';

/** A native element's attributes and `ref` (React 19's ref as a prop), minus what the component owns (Radix's habit). */
export type NativeProps<Tag extends keyof JSX.IntrinsicElements, Owned extends PropertyKey = never> = Omit<
  ComponentPropsWithRef<Tag>,
  Owned | 'children'
>;

/** The same for a component whose element is chosen by `as`: the attributes every HTML element takes. */
export type NativeElementProps<Owned extends PropertyKey = never> = Omit<
  HTMLAttributes<HTMLElement>,
  Owned | 'children'
> & {
  ref?: Ref<HTMLElement>;
};

/**
 * The tag `as` chose, as JSX sees it: its attributes are the ones every HTML element takes. (TypeScript would refuse a
 * ref of HTMLElement for a div, though React puts the div in it.)
 */
export type AnyElement = ComponentType<NativeElementProps & { className?: string; children?: ReactNode }>;
