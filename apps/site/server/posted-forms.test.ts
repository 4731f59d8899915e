import { contactMessages, newsletterMessages, proofField } from '@fabrique/forms';
import { describe, expect, it } from 'vitest';
import { derivedIdempotencyKey, formNamed, ownPagePath, planPost, refusalOf } from './posted-forms.ts';

const contact = {
  name: 'Claire Martin',
  email: 'claire@prod.fr',
  subject: 'projet',
  projectOrFormationName: '',
  phone: '',
  company: '',
  message: 'Bonjour',
  website: '',
  page: '/',
};
const post = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('a form posted as plain HTML', () => {
  it('names the form of each action, and nothing else', () => {
    expect(formNamed('contact')).toBe('contact');
    expect(formNamed('alerte')).toBe('courseAlert');
    expect(formNamed('message-envoye')).toBeUndefined();
    expect(formNamed('../contact')).toBeUndefined();
  });

  it('relays a valid contact message as the enhanced form sends it, its proof with it', () => {
    const plan = planPost('contact', post({ ...contact, courseId: 'art-du-pitch', [proofField]: 'p' }));
    expect(plan).toMatchObject({
      kind: 'relay',
      functionName: 'send-contact-email',
      idempotent: true,
    });
    if (plan.kind !== 'relay') throw new Error('relay expected');
    const { website: _honeypot, page: _page, ...fields } = contact;
    expect(plan.body).toEqual({ ...fields, courseId: 'art-du-pitch', [proofField]: 'p' });
    expect(plan.result({ success: true, acknowledgement: 'withheld' })).toBe('messageReceived');
    expect(plan.result({ success: true, acknowledgement: 'queued' })).toBe('messageSent');
  });

  it('refuses an invalid message with the schema’s French messages, values kept', () => {
    const plan = planPost('contact', post({ ...contact, name: '  ', email: 'claire@prod' }));
    expect(plan).toEqual({
      kind: 'invalid',
      values: {
        name: '  ',
        email: 'claire@prod',
        subject: 'projet',
        projectOrFormationName: '',
        phone: '',
        company: '',
        message: 'Bonjour',
      },
      problems: { name: contactMessages.nameRequired, email: contactMessages.emailInvalid },
    });
  });

  it('never relays a sign-up without a proof of work, and checks the address first', () => {
    expect(planPost('newsletter', post({ email: 'a@b.fr' }))).toEqual({
      kind: 'needs-proof',
      values: { email: 'a@b.fr' },
    });
    expect(planPost('newsletter', post({ email: 'a@b' }))).toMatchObject({
      kind: 'invalid',
      problems: { email: newsletterMessages.emailInvalid },
    });
    expect(
      planPost('courseAlert', post({ email: 'a@b.fr', courseId: 'art-du-pitch', [proofField]: 'p' })),
    ).toMatchObject({
      kind: 'relay',
      functionName: 'send-newsletter-email',
      body: { email: 'a@b.fr', courseId: 'art-du-pitch', source: 'site/formation', [proofField]: 'p' },
    });
  });

  it('confirms or unsubscribes by the link’s token, for the newsletter or a course', () => {
    const confirm = planPost('confirm', post({ token: 't', courseId: 'art-du-pitch' }));
    expect(confirm).toMatchObject({
      functionName: 'confirm-newsletter',
      body: { token: 't', courseId: 'art-du-pitch' },
    });
    if (confirm.kind === 'relay') expect(confirm.result(undefined)).toBe('courseAlertConfirmed');
    const unsubscribe = planPost('unsubscribe', post({ token: 't' }));
    if (unsubscribe.kind === 'relay') expect(unsubscribe.result(undefined)).toBe('newsletterUnsubscribed');
    expect(planPost('confirm', post({ token: ' ' }))).toMatchObject({ kind: 'invalid' });
  });

  it('derives one idempotency key per message, whatever its proof', async () => {
    const key = await derivedIdempotencyKey({ name: 'A', message: 'B' });
    expect(key).toMatch(/^form-post-[0-9a-f]{64}$/);
    expect(await derivedIdempotencyKey({ message: 'B', name: 'A', [proofField]: 'x' })).toBe(key);
    expect(await derivedIdempotencyKey({ name: 'A', message: 'C' })).not.toBe(key);
  });

  it('takes a page path of this site only', () => {
    expect(ownPagePath('/formations/art-du-pitch')).toBe('/formations/art-du-pitch');
    for (const forged of [
      null,
      '',
      'https://evil.example/',
      '//evil.example',
      '/a/../b',
      '/a?b',
      'javascript:x',
      '/a b',
    ]) {
      expect(ownPagePath(forged)).toBeUndefined();
    }
  });

  it('reads the functions’ refusals', () => {
    expect(refusalOf({ error: 'Trop de demandes', fieldErrors: { email: 'x', n: 1 } })).toEqual({
      message: 'Trop de demandes',
      problems: { email: 'x' },
    });
    expect(refusalOf('nope')).toEqual({ problems: {} });
  });
});
