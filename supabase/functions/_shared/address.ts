export type Address = { name?: string; email: string };

// Deliberately strict: what reaches a mail header must be one plain line.
const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

export function isHeaderSafe(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return !/[\u0000-\u001f\u007f]/.test(value);
}

export function isPlainEmail(value: string): boolean {
  return value.length <= 255 && emailPattern.test(value) && isHeaderSafe(value);
}

/** Parses "Name <email@host>" or "email@host". */
export function parseAddress(value: string): Address | null {
  const match = /^\s*(?:"?([^"<]*?)"?\s*<([^<>]+)>|([^<>\s]+))\s*$/.exec(value);
  if (!match) return null;
  const email = (match[2] ?? match[3] ?? '').trim();
  const name = match[1]?.trim();
  if (!isPlainEmail(email) || (name !== undefined && !isHeaderSafe(name))) return null;
  return name ? { name, email } : { email };
}
