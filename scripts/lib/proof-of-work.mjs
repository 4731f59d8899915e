// The forms' proof of work, measured: a phone's solve time (Debian's Chromium, 4× CPU slowdown, ALTCHA's solver in
// its two Web Workers, as the site runs it) and what a bot pays (CPU time of the same solver under Node, whose Web
// Crypto PBKDF2 is OpenSSL's). Challenges are issued by the functions' own code, at their production cost.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@fabrique/test-kit';
import { pbkdf2, solveChallenge } from 'altcha/lib';
import { issueChallenge, proofDefaults } from '../../supabase/functions/_shared/proof-challenge.ts';
import { median } from './median.mjs';

export const proofTargets = { phoneMedianMs: 500, phoneWorstMs: 1000 };
export const proofCpuSlowdown = 4;

const require = createRequire(import.meta.url);
const altchaDir = require.resolve('altcha/lib').replace(/lib\/index\.[a-z.]+$/, '');
const files = {
  '/': { type: 'text/html', body: '<!doctype html><title>proof</title><script type="module" src="/page.js"></script>' },
  '/page.js': {
    type: 'text/javascript',
    body: `import { solveChallengeWorkers } from '/lib.js';
window.solve = async (challenge) => {
  const start = performance.now();
  const solution = await solveChallengeWorkers({ challenge, concurrency: 2, createWorker: () => new Worker('/worker.js') });
  return { ms: performance.now() - start, solved: solution !== null };
};`,
  },
  '/lib.js': { type: 'text/javascript', body: readFileSync(`${altchaDir}lib/index.js`, 'utf8') },
  '/worker.js': { type: 'text/javascript', body: readFileSync(`${altchaDir}workers/pbkdf2.js`, 'utf8') },
};

const deps = {
  clock: { now: () => new Date() },
  config: { proof: { ...proofDefaults, hmacKey: 'bench-key-bench-key-bench-key-bench' } },
};

/** `runs` challenges each solved by the throttled page and by a bot; medians, worsts and the bot's cost per 10,000. */
export async function measureProofOfWork({ runs = 15 } = {}) {
  const challenges = [];
  for (let n = 0; n < runs; n += 1) challenges.push(await issueChallenge(deps));

  const botMs = [];
  for (const challenge of challenges) {
    const before = process.cpuUsage();
    await solveChallenge({ challenge, deriveKey: pbkdf2.deriveKey });
    const used = process.cpuUsage(before);
    botMs.push((used.user + used.system) / 1000);
  }

  const server = createServer((request, response) => {
    const file = files[request.url ?? '/'];
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': file.type }).end(file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch(chromiumLaunchOptions);
  const phoneMs = [];
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: proofCpuSlowdown });
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => typeof globalThis.solve === 'function');
    for (const challenge of challenges) {
      const result = await page.evaluate((each) => globalThis.solve(each), challenge);
      if (!result.solved) throw new Error('a challenge was not solved');
      phoneMs.push(result.ms);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const botMedianMs = median(botMs);
  return {
    parameters: { ...proofDefaults, algorithm: 'PBKDF2/SHA-256', workers: 2, cpuSlowdown: proofCpuSlowdown },
    runs,
    phoneMedianMs: median(phoneMs),
    phoneWorstMs: Math.max(...phoneMs),
    botMedianCpuMs: botMedianMs,
    botCpuSecondsPer10000: (botMs.reduce((sum, ms) => sum + ms, 0) / botMs.length) * 10, // mean × 10,000 / 1,000
  };
}

export function proofReport(result) {
  const ms = (value) => Math.round(value);
  return [
    '## Proof of work (the forms’ ALTCHA challenge)',
    '',
    `PBKDF2/SHA-256, cost ${result.parameters.cost}, secret counter in [${result.parameters.minCounter}, ${result.parameters.maxCounter}]; ${result.runs} challenges.`,
    '',
    '| solver | median | worst | target |',
    '|---|---|---|---|',
    `| phone: Chromium, ${result.parameters.cpuSlowdown}× CPU slowdown, ${result.parameters.workers} Web Workers | ${ms(result.phoneMedianMs)} ms | ${ms(result.phoneWorstMs)} ms | ≤ ${proofTargets.phoneMedianMs} ms median, ≤ ${proofTargets.phoneWorstMs} ms worst |`,
    `| bot: Node, OpenSSL's PBKDF2 (CPU time) | ${ms(result.botMedianCpuMs)} ms | | 10,000 messages ≈ ${ms(result.botCpuSecondsPer10000)} CPU-seconds |`,
    '',
  ];
}
