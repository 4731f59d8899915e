// ui is published and takes its links by props: a path of the site in its source would tie it to this site.

/** A quoted absolute path (`'/cgu'`, `` `/formations/${id}` ``), not the root alone nor a protocol-relative URL. */
const absolutePath = /^\/[a-z]/i;
/** The site's two folders, named anywhere, comments too. */
const siteFolders = /\/(?:formations|actualites)\b/i;

/** @type {import('eslint').Rule.RuleModule} */
export const noSitePaths = {
  meta: {
    type: 'problem',
    docs: { description: 'ui holds no path of the site: cards, slides, header and footer take their hrefs by props.' },
    messages: { sitePath: 'A path of the site ({{path}}) in ui: take it as a prop (href, links) from the site.' },
    schema: [],
  },
  create(context) {
    const report = (node, path) => context.report({ node, messageId: 'sitePath', data: { path } });
    return {
      Literal(node) {
        if (typeof node.value !== 'string' || node.parent?.type === 'ImportDeclaration') return;
        if (absolutePath.test(node.value) || siteFolders.test(node.value)) report(node, node.value);
      },
      TemplateLiteral(node) {
        const first = node.quasis[0]?.value.cooked ?? '';
        const all = node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
        if (absolutePath.test(first) || siteFolders.test(all)) report(node, first || all);
      },
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = siteFolders.exec(comment.value);
          if (found) context.report({ loc: comment.loc, messageId: 'sitePath', data: { path: found[0] } });
        }
      },
    };
  },
};
