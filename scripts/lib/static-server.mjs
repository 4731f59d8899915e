import { createServer } from 'node:http';
import compression from 'compression';
import sirv from 'sirv';

/**
 * Serves a built folder over HTTP on 127.0.0.1, the way a static host would.
 * `headersFor(pathname)` gives the headers of each answer; `notFound` is the file served with a 404 for unknown paths.
 * Text answers are compressed on the fly (brotli or gzip, as the browser accepts), as static hosts and CDNs do.
 */
export function startStaticServer({ root, port, host = '127.0.0.1', headersFor = () => ({}), notFound, gzip = true, brotli = true }) {
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
  const fallback = notFound ? sirv(root, { dev: false, extensions: [] }) : null;
  const server = createServer((request, response) => {
    compress(request, response, () => serve(request, response, () => {
      if (!fallback) {
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
    }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
