import { existsSync } from 'node:fs';

/** Debian's Chromium, never a downloaded browser; CHROME_PATH points at another build. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Chromium flags that work headless as root on our machines (see architecture.md); the font hinting off so that
 * screenshots match across machines. Playwright adds headless mode itself; a bare launch adds `--headless=new`.
 */
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

/** Playwright's launch options for that browser (the e2e's `launchOptions`, the Storybook test-runner's). */
export const chromiumLaunchOptions = { executablePath: chromePath, args: chromeArgs, headless: true };

/** Throws a message that says how to install the browser, before a runner fails on it less clearly. */
export function assertChromium() {
  if (!existsSync(chromePath))
    throw new Error(
      `Chromium not found at ${chromePath}. Install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.`,
    );
}
