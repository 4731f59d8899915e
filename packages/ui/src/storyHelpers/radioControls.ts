/**
 * The catalogue's control for a prop with a few allowed values: radio buttons over the option array that the
 * component's file exports, e.g. `argTypes: radioControls({ variant: buttonVariants, size: buttonSizes })`.
 */
export function radioControls<Options extends Record<string, readonly unknown[]>>(options: Options) {
  return Object.fromEntries(
    Object.entries(options).map(([prop, values]) => [prop, { control: 'inline-radio', options: values }]),
  ) as { [Prop in keyof Options]: { control: 'inline-radio'; options: Options[Prop] } };
}
