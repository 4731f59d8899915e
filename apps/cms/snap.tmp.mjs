import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@fabrique/test-kit';
const [,, path, ...steps] = process.argv;
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto('http://127.0.0.1:38517' + path);
await page.getByText('Sauvegarder').or(page.getByText('Créer')).or(page.getByText('Tableau de bord')).first().waitFor({ timeout: 60000 });
for (const step of steps) { await eval(`(async () => { ${step} })()`); }
console.log(await page.locator('body').ariaSnapshot());
await page.screenshot({ path: '/tmp/rt-x/shot.png' });
await browser.close();
