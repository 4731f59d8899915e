// A TypeDoc plugin (typedoc.json): the `X.displayName = 'X.Part'` the components set for React's devtools and the
// catalogue become `namespace X { var displayName }` in the .d.ts, which TypeDoc would document as one page each.
import { Converter, ReflectionKind } from 'typedoc';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const namespace of context.project.getReflectionsByKind(ReflectionKind.Namespace)) {
      const children = 'children' in namespace ? (namespace.children ?? []) : [];
      if (children.every((child) => child.name === 'displayName')) context.project.removeReflection(namespace);
    }
  });
}
