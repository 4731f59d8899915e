// The `_redirects` file of the static build, and the reader the local server applies it with (Cloudflare Pages' rules).

/** Status codes Cloudflare Pages accepts in `_redirects` (200 rewrites in place); a line with another is ignored, as there. */
const permittedStatuses = new Set([200, 301, 302, 303, 307, 308]);

/**
 * Every page is written as `<path>/index.html`, which Cloudflare Pages serves at `<path>/` and redirects `<path>` to:
 * each page is served at its own address instead (200) and its slash form redirected there, since the router renders
 * `<path>/` as an unknown address. Pages applies a rule even where a file exists, so these exact rules also keep the
 * known articles out of the last one: an unknown article address sends the visitor to the list. /formations/categorie,
 * the folder of the category pages, has no page of its own: it goes to the catalogue, which lists the categories (its
 * nearest 404.html would be the courses' one, while the router gives it to the category route).
 * @param {string[]} pagePaths the address of every `<path>/index.html` of the build but the home page's
 */
export function redirectsFile(pagePaths) {
  return (
    [
      '/formations/categorie /formations 301',
      '# Each page at its own address, not at the folder address Cloudflare Pages gives an index.html.',
      ...pagePaths.flatMap((path) => [`${path} ${path}/ 200`, `${path}/ ${path} 301`]),
      '# Any other article address goes to the list.',
      '/actualites/:id /actualites 301',
    ].join('\n') + '\n'
  );
}

const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A rule's source as a regular expression: `*` is the splat (anything), `:name` one path segment. */
function sourcePattern(source) {
  const pattern = source
    .split('*')
    .map((part) => escape(part).replace(/:(\w+)/g, (_match, name) => `(?<${name}>[^/]+)`))
    .join('(?<splat>.*)');
  return new RegExp(`^${pattern}$`);
}

/**
 * Reads a `_redirects` file as Cloudflare Pages does: rules without a splat or placeholder first (exact paths), then
 * the others in file order; the first match wins. Gives, for a pathname, `{ status, to }` with the placeholders
 * filled in, or undefined.
 */
export function parseRedirectsFile(text) {
  const exact = new Map();
  const patterns = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [from, to, code] = trimmed.split(/\s+/);
    const status = code === undefined ? 302 : Number(code);
    if (!from || !to || !permittedStatuses.has(status)) continue;
    if (/[*:]/.test(from)) patterns.push({ pattern: sourcePattern(from), to, status });
    else if (!exact.has(from)) exact.set(from, { to, status });
  }
  return (pathname) => {
    const rule = exact.get(pathname);
    if (rule) return { status: rule.status, to: rule.to };
    for (const { pattern, to, status } of patterns) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      const groups = match.groups ?? {};
      return { status, to: to.replace(/:(\w+)/g, (whole, name) => groups[name] ?? whole) };
    }
    return undefined;
  };
}
