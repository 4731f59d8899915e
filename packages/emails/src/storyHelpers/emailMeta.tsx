import type { RenderedEmail } from '../render.ts';
import { EmailPreview } from './EmailPreview.tsx';

/**
 * What every e-mail's stories share: the component for its props table, the sample props, the preview of the rendered
 * e-mail and the docs page's description. The title stays in each file (Storybook and lint read it there).
 */
export function emailMeta<Props extends object>(
  component: (props: Props) => React.JSX.Element,
  email: (props: Props) => RenderedEmail,
  args: NoInfer<Props>,
  description: string,
) {
  return {
    component,
    args,
    render: (props: Props) => <EmailPreview email={email(props)} />,
    // An e-mail's colours are written into its HTML (mail clients ignore custom properties): the re-theming check skips it.
    parameters: { docs: { description: { component: description } }, retheme: false },
  };
}
