import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox.ts';

describe('mailboxKey', () => {
  it('folds case, +tags, Gmail dots and googlemail.com into one mailbox', () => {
    const variants = [
      'Bob@Gmail.com',
      'bob+1@gmail.com',
      'b.o.b@gmail.com',
      'B.o.b+news@googlemail.com',
      'bob+@gmail.com',
    ];
    expect(new Set(variants.map(mailboxKey))).toEqual(new Set(['bob@gmail.com']));
  });

  it('keeps dots elsewhere, where they may name another mailbox', () => {
    expect(mailboxKey('jean.dupont+x@example.fr')).toBe('jean.dupont@example.fr');
    expect(mailboxKey('jeandupont@example.fr')).not.toBe(mailboxKey('jean.dupont@example.fr'));
  });

  it('writes an internationalised domain in punycode, whichever way it was typed', () => {
    expect(mailboxKey('léa@Exämple.fr')).toBe('léa@xn--exmple-cua.fr');
    expect(mailboxKey('léa+promo@xn--exmple-cua.fr')).toBe('léa@xn--exmple-cua.fr');
  });

  it('counts an address it cannot convert as typed', () => {
    expect(mailboxKey('x@-bad..domain')).toBe('x@-bad..domain');
  });
});
