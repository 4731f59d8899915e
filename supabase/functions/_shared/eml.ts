import { bytesToBase64 } from './crypto.ts';
import type { Address } from './address.ts';
import { assertHeaderSafe, type OutgoingMail } from './mailer.ts';

const encoder = new TextEncoder();

/** RFC 2047 encoded words (UTF-8, base64), each under 76 characters, split on character boundaries. */
export function encodeHeaderText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const words: string[] = [];
  let chunk = '';
  for (const char of text) {
    if (encoder.encode(chunk + char).length > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${bytesToBase64(encoder.encode(word))}?=`).join('\r\n ');
}

function encodeAddress(address: Address): string {
  if (!address.name) return `<${address.email}>`;
  const name = /^[\x20-\x7e]*$/.test(address.name)
    ? `"${address.name.replace(/["\\]/g, '\\$&')}"`
    : encodeHeaderText(address.name);
  return `${name} <${address.email}>`;
}

const hex = (byte: number) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** Quoted-printable (RFC 2045): readable ASCII, soft line breaks keep every line under 77 characters. */
export function encodeQuotedPrintable(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const bytes = encoder.encode(line);
      const tokens = Array.from(bytes, (byte, index) => {
        const last = index === bytes.length - 1;
        if ((byte === 0x20 || byte === 0x09) && last) return hex(byte);
        if (byte === 0x20 || byte === 0x09 || (byte >= 33 && byte <= 126 && byte !== 61))
          return String.fromCharCode(byte);
        return hex(byte);
      });
      const out: string[] = [];
      let current = '';
      for (const token of tokens) {
        if (current.length + token.length > 75) {
          out.push(`${current}=`);
          current = '';
        }
        current += token;
      }
      out.push(current);
      return out.join('\r\n');
    })
    .join('\r\n');
}

/** Decodes quoted-printable text (for tests and the outbox reader). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index]!;
    const pair = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(pair)) {
      bytes.push(parseInt(pair, 16));
      index += 2;
    } else {
      bytes.push(...encoder.encode(char));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes)).replace(/\r\n/g, '\n');
}

export type EmlOptions = { date: Date; messageId: string; boundary: string };

/** A complete RFC 5322 message, multipart/alternative with a text and an HTML part. */
export function buildEml(mail: OutgoingMail, { date, messageId, boundary }: EmlOptions): string {
  assertHeaderSafe(mail);
  const headers = [
    `From: ${encodeAddress(mail.from)}`,
    `To: ${encodeAddress(mail.to)}`,
    ...(mail.replyTo ? [`Reply-To: ${encodeAddress(mail.replyTo)}`] : []),
    `Subject: ${encodeHeaderText(mail.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${messageId}>`,
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=utf-8`,
      'Content-Transfer-Encoding: quoted-printable',
      '',
      encodeQuotedPrintable(body),
    ].join('\r\n');
  return [...headers, '', part('text/plain', mail.text), part('text/html', mail.html), `--${boundary}--`, ''].join(
    '\r\n',
  );
}
