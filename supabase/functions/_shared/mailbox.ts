import { domainToASCII } from 'node:url';

// Providers known to ignore dots in the local part and to share one mailbox between two domains.
const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for counting only (the address is stored and written to as typed): lower case,
 * `+tag` removed, Gmail's dots and `googlemail.com` folded, an internationalised domain in punycode. `bob+1@Gmail.com`,
 * `b.o.b@googlemail.com` and `bob@gmail.com` are one mailbox, so one cap.
 */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email.toLowerCase();
  let local = email.slice(0, at).toLowerCase();
  const typedDomain = email.slice(at + 1).toLowerCase();
  // An address domainToASCII cannot convert is counted as typed: never a reason to refuse anyone.
  let domain = domainToASCII(typedDomain) || typedDomain;
  local = local.split('+')[0] || local;
  if (gmailDomains.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
