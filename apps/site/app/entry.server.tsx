import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

// Render to HTML is only ever a build-time prerender (ssr: false), so each page waits for all of its content and React
// writes it finished, in order: no streaming runtime ($RC, hidden "S:" divs) nor its inline scripts and their CSP hashes
// in every page (about 0.6 KB compressed, toward each page's first round trip: docs/performance.md).
const prerenderTimeoutMs = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    // A page whose data never settles fails the build instead of hanging it.
    const timeout = setTimeout(() => abort(new Error(`prerender of ${request.url} timed out`)), prerenderTimeoutMs);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: statusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        statusCode = 500;
        console.error(error);
      },
    });
  });
}
