// catalogue-files.ts for plain Node, with no bundler: the same records, keyed as Vite keys them, read from disk.
// An image's "URL" is its path on disk: Node's readers use the catalogue's text, never its image addresses.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageRoot = new URL('../', import.meta.url);

function jsonFiles(folder: string): Record<string, unknown> {
  const url = new URL(`${folder}/`, packageRoot);
  return Object.fromEntries(
    readdirSync(url)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [`../${folder}/${name}`, JSON.parse(readFileSync(new URL(name, url), 'utf8')) as unknown]),
  );
}

function imageFiles(collection: string): [string, string][] {
  const url = new URL(`assets/${collection}/`, packageRoot);
  return readdirSync(url, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(new URL(`${entry.name}/`, url)).map((name): [string, string] => [
        `../assets/${collection}/${entry.name}/${name}`,
        fileURLToPath(new URL(`${entry.name}/${name}`, url)),
      ]),
    );
}

export const courseFiles = jsonFiles('data/courses');
export const trainerFiles = jsonFiles('data/trainers');
export const assetUrls: Record<string, string> = Object.fromEntries([
  ...imageFiles('courses'),
  ...imageFiles('trainers'),
]);
export const checked = true;
