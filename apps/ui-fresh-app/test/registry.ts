// A private npm registry for the rehearsal of a release: Verdaccio in this process, on a free loopback port, storing in
// a temporary folder, serving only the @fabrique scope (no uplink: everything else comes from the usual registry).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runServer } from 'verdaccio';

export interface Registry {
  /** `http://127.0.0.1:<port>/`, for an app's `.npmrc`: `@fabrique:registry=<url>`. */
  url: string;
  /** `npm publish` of a tarball, as the release workflow does, with a token of this registry's one publisher. */
  publish(tarball: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startRegistry(): Promise<Registry> {
  const storage = mkdtempSync(join(tmpdir(), 'fabrique-registry-'));
  // Verdaccio's types say `any`: an Express application.
  const app = (await runServer({
    self_path: storage,
    storage: join(storage, 'packages'),
    uplinks: {},
    packages: { '@fabrique/*': { access: '$all', publish: '$authenticated' } },
    auth: { htpasswd: { file: join(storage, 'htpasswd'), max_users: 1 } },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
    web: { enable: false },
  })) as {
    listen(port: number, host: string, ready: () => void): Server;
  };
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  // The registry's first user is created on request (CouchDB's user API, as `npm adduser` calls it) with its token.
  const response = await fetch(`${url}-/user/org.couchdb.user:publisher`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'publisher', password: 'a-rehearsal-only-password' }),
  });
  const { token } = (await response.json()) as { token: string };
  return {
    url,
    async publish(tarball) {
      // Asynchronous: the registry answers from this same process.
      await promisify(execFile)('npm', [
        'publish',
        tarball,
        '--registry',
        url,
        `--${url.replace(/^http:/, '')}:_authToken=${token}`,
        '--access',
        'public',
        // The package asks for npm provenance, which only a CI's identity (GitHub's OIDC) can sign.
        '--provenance=false',
        '--loglevel=error',
      ]);
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(storage, { recursive: true, force: true });
    },
  };
}
