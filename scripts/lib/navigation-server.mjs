// The navigation bench's server, run by the bench inside its network namespace (a child process, `ip netns exec`):
// for each site it serves (a build, with or without speculation rules), the site as its host serves it, a front that
// puts the probe in every page, and before both a link shaped as slow 4G, the only address the browser is given.
// It answers the bench over the IPC channel: { sites: { name: origin } } once listening, then every probe report and
// every document request (with its `Sec-Purpose`: a prefetch or a prerender).
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer as createTcpServer, connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { probePage } from './navigation-probe.mjs';
import { startSiteServer } from '../../apps/site/scripts/site-server.mjs';

const { sites, shaping } = JSON.parse(process.argv[2]);
const host = '127.0.0.1';
let sample = { id: 'none', from: null, link: null };
process.on('message', (message) => {
  if (message.sample) sample = message.sample;
});

const listening = (server) =>
  new Promise((resolve, reject) => server.once('error', reject).listen(0, host, () => resolve(server.address().port)));

const decode = { br: brotliDecompressSync, gzip: gunzipSync, undefined: (body) => body };
const encode = {
  // The static server's own settings (compression's defaults): brotli quality 4, gzip level 6.
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: gzipSync,
  undefined: (body) => body,
};

/** A front to the site's server: passes everything through, but puts the probe in pages and takes its reports. */
function probingFront(sitePort, { name, withoutRules }) {
  return createHttpServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://bench');
    if (pathname === '/__bench/report') {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        process.send({ report: { site: name, ...JSON.parse(Buffer.concat(chunks).toString()) } });
        response.writeHead(204).end();
      });
      return;
    }
    if (request.headers['sec-fetch-dest'] === 'document')
      process.send({ request: { site: name, path: pathname, purpose: request.headers['sec-purpose'] ?? null } });
    const forwarded = httpRequest(
      { host, port: sitePort, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        if (!String(answer.headers['content-type']).startsWith('text/html')) {
          response.writeHead(answer.statusCode, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const encoding = answer.headers['content-encoding'];
          const html = decode[encoding](Buffer.concat(chunks)).toString();
          const link = pathname === sample.from ? sample.link : undefined;
          const body = encode[encoding](Buffer.from(probePage(html, { sample: sample.id, link, withoutRules })));
          const headers = { ...answer.headers, 'content-length': body.length };
          delete headers.etag;
          response.writeHead(answer.statusCode, headers).end(body);
        });
      },
    );
    request.pipe(forwarded);
  });
}

/**
 * A TCP relay shaped as Lighthouse's slow 4G: each direction a line of `kbps` shared by all connections, first in, first
 * out, then half the round trip; a connection's first bytes wait one round trip more (its handshake). Bytes go in
 * slices of 4 KB, so a page's head arrives before its end as on a real line. Everything the server wrote crosses the
 * line even after the browser closed its connection (an abort), as bytes already sent do; with `dropAborted`, a closed
 * connection's slices still waiting leave the line at once (the most an abort could save: docs/performance.md).
 */
function shapedRelay(port, { latencyMs, downloadKbps, uploadKbps, dropAborted = false }) {
  const line = (kbps) => {
    const waiting = [];
    let freeAt = 0;
    let sending = false;
    const next = () => {
      const slice = waiting.shift();
      sending = slice !== undefined;
      if (!slice) return;
      if (dropAborted && slice.to.destroyed) return next();
      freeAt = Math.max(performance.now(), freeAt) + (slice.bytes * 8) / (kbps * 1.024);
      setTimeout(() => {
        setTimeout(() => slice.to.destroyed || slice.arrive(), latencyMs / 2);
        next();
      }, freeAt - performance.now());
    };
    return (slice) => {
      waiting.push(slice);
      if (!sending) next();
    };
  };
  const down = line(downloadKbps);
  const up = line(uploadKbps);
  // A stream's slices, then its end, go on the line in order; none before `notBefore`.
  const pass = (from, to, send, notBefore) => {
    const held = [];
    let open = notBefore <= performance.now();
    if (!open) setTimeout(() => ((open = true), held.splice(0).forEach(send)), notBefore - performance.now());
    const onLine = (slice) => (open ? send(slice) : held.push(slice));
    from.on('data', (chunk) => {
      for (let offset = 0; offset < chunk.length; offset += 4096) {
        const bytes = chunk.subarray(offset, offset + 4096);
        onLine({ to, bytes: bytes.length, arrive: () => to.write(bytes) });
      }
    });
    from.on('end', () => onLine({ to, bytes: 0, arrive: () => to.end() }));
  };
  return createTcpServer({ allowHalfOpen: true }, (client) => {
    const site = connect({ port, host, allowHalfOpen: true });
    pass(client, site, up, performance.now() + latencyMs);
    pass(site, client, down, 0);
    const fail = () => (client.destroy(), site.destroy());
    client.on('error', fail);
    site.on('error', fail);
  });
}

const origins = {};
for (const site of sites) {
  const server = await startSiteServer({ port: 0, root: site.root });
  const front = await listening(probingFront(server.address().port, site));
  const relay = shaping ? await listening(shapedRelay(front, shaping)) : front;
  origins[site.name] = `http://${host}:${relay}`;
}
process.send({ origins });
process.on('disconnect', () => process.exit(0));
