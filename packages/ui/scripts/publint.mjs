// publint on what is published: the packed tarball, whose package.json is the one prepack writes
// (scripts/published-manifest.mjs). Run in this folder, plain `publint` would read the monorepo's manifest and fail on
// './theme' and './styling', which exist only inside the monorepo.
// `npm run publint -w @fabrique/ui` packs the built package; `node scripts/publint.mjs <tarball>` lints a tarball already made.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { packUi } from './pack.mjs';

/** publint's messages on a tarball, one line each ('error: …', 'warning: …', 'suggestion: …'). */
export async function lintTarball(tarballPath) {
  const tarball = readFileSync(tarballPath);
  const { messages, pkg } = await publint({
    pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
    level: 'suggestion',
    strict: true,
  });
  return messages.map((message) => `${message.type}: ${formatMessage(message, pkg) ?? message.code}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [given] = process.argv.slice(2);
  const dir = given ? null : mkdtempSync(join(tmpdir(), 'fabrique-ui-publint-'));
  try {
    const lines = await lintTarball(given ? resolve(given) : packUi(dir));
    console.log(`publint: ${lines.length === 0 ? 'no message' : `\n  ${lines.join('\n  ')}`}`);
    if (lines.some((line) => !line.startsWith('suggestion'))) process.exitCode = 1;
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
