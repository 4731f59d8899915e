import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeQuotedPrintable } from '../functions/_shared/eml.ts';

export type OutboxMail = {
  file: string;
  headers: Record<string, string>; // lower-case names, unfolded, encoded words decoded
  text: string;
  html: string;
  links: string[];
};

function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_, data: string) => {
    const binary = atob(data);
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  });
}

/** Parses one .eml written by the outbox mailer (not a general MIME parser). */
export function parseEml(file: string, source: string): OutboxMail {
  const [head = '', ...bodyParts] = source.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const body = bodyParts.join('\r\n\r\n');
  const part = (type: string) => {
    const match = new RegExp(
      `Content-Type: ${type}; charset=utf-8\\r\\nContent-Transfer-Encoding: quoted-printable\\r\\n\\r\\n([\\s\\S]*?)\\r\\n--`,
    ).exec(body);
    return match ? decodeQuotedPrintable(match[1]!) : '';
  };
  const text = part('text/plain');
  return { file, headers, text, html: part('text/html'), links: text.match(/https?:\/\/\S+/g) ?? [] };
}

/** Every e-mail in the outbox, oldest first. */
export async function readOutbox(directory: string): Promise<OutboxMail[]> {
  const files = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => parseEml(file, await readFile(join(directory, file), 'utf8'))));
}
