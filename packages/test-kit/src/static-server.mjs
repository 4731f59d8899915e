import { createServer } from 'node:http';
import compression from 'compression';
import sirv from 'sirv';

/** The decoded pathname of a request's URL (left encoded when it is not valid percent-encoding, as hosts do). */
function pathnameOf(requestUrl) {
  const { pathname } = new URL(requestUrl ?? '/', 'http://localhost');
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Serves a built folder over HTTP on 127.0.0.1, the way a static host would.
 * `headersFor(pathname)` gives the headers of each answer; `redirectFor(pathname)` a `{ status, to }` rule to apply
 * first (a 200 serves `to` at the same address); `notFoundFor(pathname)` the file served with a 404 for an unknown path.
 * Text answers are compressed on the fly (brotli or gzip, as the browser accepts), as static hosts and CDNs do.
 */
export function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  headersFor = () => ({}),
  redirectFor = () => undefined,
  notFoundFor = () => undefined,
  gzip = true,
  brotli = true,
}) {
  const compress = compression();
  const serve = sirv(root, {
    dev: false,
    etag: true,
    gzip,
    brotli,
    extensions: ['html'],
    setHeaders(response, pathname) {
      for (const [name, value] of Object.entries(headersFor(pathname))) response.setHeader(name, value);
    },
  });
  const fallback = sirv(root, { dev: false, extensions: [] });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const requested = pathnameOf(request.url);
    const rule = redirectFor(requested);
    if (rule && rule.status !== 200) {
      // As Cloudflare Pages: a same-site destination keeps the request's query unless it has its own.
      const destination = new URL(rule.to, url);
      const location =
        destination.origin === url.origin
          ? `${destination.pathname}${destination.search || url.search}`
          : destination.href;
      for (const [name, value] of Object.entries(headersFor(requested))) response.setHeader(name, value);
      response.writeHead(rule.status, { Location: location }).end();
      return;
    }
    if (rule) request.url = `${new URL(rule.to, url).pathname}${url.search}`;
    compress(request, response, () =>
      serve(request, response, () => {
        const notFound = notFoundFor(pathnameOf(request.url));
        if (!notFound) {
          response.statusCode = 404;
          response.end('Not found');
          return;
        }
        for (const [name, value] of Object.entries(headersFor(notFound))) response.setHeader(name, value);
        request.url = notFound;
        // sirv answers with writeHead(200): keep the 404 status a static host gives the not-found page.
        const writeHead = response.writeHead.bind(response);
        response.writeHead = (_status, ...rest) => writeHead(404, ...rest);
        fallback(request, response, () => response.end('Not found'));
      }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
