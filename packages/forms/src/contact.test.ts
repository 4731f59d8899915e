import { describe, expect, it } from 'vitest';
import { unstorableTextMessage } from './validation.ts';
import {
  contactMessages,
  contactSubjectPlaceholder,
  contactSubjects,
  courseRequestMessages,
  emptyContactValues,
  validateContact,
  type ContactField,
} from './contact.ts';

const valid = {
  name: 'Camille Martin',
  email: 'camille.martin@exemple.fr',
  subject: 'formation',
  projectOrFormationName: "L'art du pitch",
  phone: '+33 6 12 34 56 78',
  company: 'Productions du Canal',
  message: 'Bonjour, je voudrais des informations sur la prochaine session.',
};

const withField = (field: ContactField, value: unknown) => ({ ...valid, [field]: value });
const without = (field: ContactField) => {
  const { [field]: _removed, ...rest } = valid;
  return rest;
};
const errorsOf = (values: unknown) => {
  const result = validateContact(values);
  if (result.success) throw new Error(`expected a refusal, got ${JSON.stringify(result.output)}`);
  return result.fieldErrors;
};
const outputOf = (values: unknown) => {
  const result = validateContact(values);
  if (!result.success) throw new Error(`expected success, got ${JSON.stringify(result.fieldErrors)}`);
  return result.output;
};

describe('contact constants', () => {
  it('has the spec subjects, labels and placeholder', () => {
    expect(contactSubjects).toEqual([
      { value: 'projet', label: 'Un projet' },
      { value: 'offre', label: 'Une offre' },
      { value: 'formation', label: 'Une formation' },
      { value: 'autre', label: 'Autre' },
    ]);
    expect(contactSubjectPlaceholder).toBe('Sélectionnez une option');
  });
});

describe('the course request fields', () => {
  it('leave a message without them as it is', () => {
    expect(outputOf(valid)).not.toHaveProperty('courseId');
    expect(outputOf(valid)).not.toHaveProperty('session');
  });

  it('accept a course slug and a session day, trimmed, or nothing', () => {
    expect(outputOf({ ...valid, courseId: ' atelier-ecriture-avec-ia ', session: '2027-01-21 ' })).toEqual({
      ...valid,
      courseId: 'atelier-ecriture-avec-ia',
      session: '2027-01-21',
    });
    expect(outputOf({ ...valid, courseId: '', session: '' })).toEqual({ ...valid, courseId: '', session: '' });
  });

  it.each(['Atelier', 'atelier ecriture', '../admin', 'a--b', 'x'.repeat(101), 42])(
    'refuses the course id %j with its message',
    (courseId) => {
      expect(errorsOf({ ...valid, courseId })).toEqual({ courseId: courseRequestMessages.courseUnknown });
    },
  );

  it.each(['21/01/2027', '2027-1-21', '2027-01-21T09:00', 'prochaine', 20270121])(
    'refuses the session %j with its message',
    (session) => {
      expect(errorsOf({ ...valid, session })).toEqual({ session: courseRequestMessages.sessionUnknown });
    },
  );
});

describe('validateContact', () => {
  it('accepts a complete message and returns it', () => {
    expect(validateContact(valid)).toEqual({ success: true, output: valid });
  });

  it('trims every field', () => {
    const output = outputOf({
      name: '  a  ',
      email: '\t camille@exemple.fr \n',
      subject: 'autre',
      projectOrFormationName: '  Format 360 ',
      phone: ' 0612345678 ',
      company: '\u00a0ACME\u00a0',
      message: '\n Bonjour \n',
    });
    expect(output).toEqual({
      name: 'a',
      email: 'camille@exemple.fr',
      subject: 'autre',
      projectOrFormationName: 'Format 360',
      phone: '0612345678',
      company: 'ACME',
      message: 'Bonjour',
    });
  });

  it('drops keys outside the schema, the honeypot included', () => {
    expect(outputOf({ ...valid, website: 'http://spam.example', admin: true })).toEqual(valid);
  });

  it('refuses an empty form with the message of each required field', () => {
    expect(errorsOf(emptyContactValues)).toEqual({
      name: 'Le nom est requis',
      email: 'L’email est requis',
      subject: 'Veuillez sélectionner le sujet de votre question',
      message: 'Le message est requis',
    });
  });

  it.each([undefined, null, 'texte', 42, []])('checks %j as an empty form', (values) => {
    expect(errorsOf(values)).toEqual(errorsOf(emptyContactValues));
  });

  describe.each([
    ['name', 100, contactMessages.nameRequired, contactMessages.nameTooLong],
    ['message', 1000, contactMessages.messageRequired, contactMessages.messageTooLong],
  ] as const)('%s (required, max %i)', (field, max, required, tooLong) => {
    it.each(['', ' ', '   ', '\t\n', '\u00a0\u3000'])('refuses blank %j: %s', (blank) => {
      expect(errorsOf(withField(field, blank))).toEqual({ [field]: required });
    });
    it('refuses a missing, null or non-string value', () => {
      for (const values of [without(field), withField(field, null), withField(field, undefined), withField(field, 7)]) {
        expect(errorsOf(values)).toEqual({ [field]: required });
      }
    });
    it('accepts exactly the limit, and the limit with blanks around', () => {
      expect(outputOf(withField(field, 'x'.repeat(max)))[field]).toBe('x'.repeat(max));
      expect(outputOf(withField(field, `  ${'x'.repeat(max)}  `))[field]).toBe('x'.repeat(max));
    });
    it('refuses the limit + 1', () => {
      expect(errorsOf(withField(field, 'x'.repeat(max + 1)))).toEqual({ [field]: tooLong });
      expect(errorsOf(withField(field, ` ${'é'.repeat(max + 1)} `))).toEqual({ [field]: tooLong });
    });
  });

  describe('email', () => {
    it.each(['camille@exemple.fr', 'Camille.Martin+contact@sous-domaine.exemple.com', 'c_m-1@a1.b2.io', 'x@y.museum'])(
      'accepts %s',
      (email) => {
        expect(outputOf(withField('email', email)).email).toBe(email.toLowerCase());
      },
    );

    it.each([
      'camille',
      'camille@',
      '@exemple.fr',
      'camille@exemple',
      'camille@exemple.f',
      'camille@@exemple.fr',
      'camille martin@exemple.fr',
      'camille@exemple .fr',
      'camille..martin@exemple.fr',
      'camille@exemple..fr',
      'camille,martin@exemple.fr',
      'camille@exemple.fr.',
      '<camille@exemple.fr>',
      'Camille <camille@exemple.fr>',
      'camille@exemple.fr\r\nBcc: victime@exemple.fr',
      'camille@exemple.fr\nx',
    ])('refuses %j with "Adresse email invalide"', (email) => {
      expect(errorsOf(withField('email', email))).toEqual({ email: 'Adresse email invalide' });
    });

    it.each(['', '   '])('refuses %j with "L’email est requis", as a missing one', (email) => {
      expect(errorsOf(withField('email', email))).toEqual({ email: 'L’email est requis' });
      expect(errorsOf(without('email'))).toEqual({ email: 'L’email est requis' });
    });

    it('refuses a null or non-string value', () => {
      for (const values of [withField('email', null), withField('email', ['a@b.fr'])]) {
        expect(errorsOf(values)).toEqual({ email: 'Adresse email invalide' });
      }
    });

    it('accepts 255 characters and refuses 256 with the length message', () => {
      const at255 = `${'a'.repeat(255 - '@exemple.fr'.length)}@exemple.fr`;
      expect(at255).toHaveLength(255);
      expect(outputOf(withField('email', ` ${at255} `)).email).toBe(at255);
      expect(errorsOf(withField('email', `a${at255}`))).toEqual({
        email: "L'email doit contenir moins de 255 caractères",
      });
    });
  });

  describe('subject', () => {
    it.each(['projet', 'offre', 'formation', 'autre'])('accepts %s', (subject) => {
      expect(outputOf(withField('subject', subject)).subject).toBe(subject);
    });
    it.each(['', ' projet', 'Projet', 'Un projet', 'autres', 'Sélectionnez une option', null, 1, undefined])(
      'refuses %j',
      (subject) => {
        expect(errorsOf(withField('subject', subject))).toEqual({
          subject: 'Veuillez sélectionner le sujet de votre question',
        });
      },
    );
    it('refuses a missing subject', () => {
      expect(errorsOf(without('subject'))).toEqual({ subject: 'Veuillez sélectionner le sujet de votre question' });
    });
  });

  describe.each([
    ['projectOrFormationName', 100, contactMessages.projectOrFormationNameTooLong],
    ['phone', 20, contactMessages.phoneTooLong],
    ['company', 100, contactMessages.companyTooLong],
  ] as const)('%s (optional, max %i)', (field, max, tooLong) => {
    it("accepts '', blanks, null and absence as ''", () => {
      for (const values of [withField(field, ''), withField(field, '   '), withField(field, null), without(field)]) {
        expect(outputOf(values)[field]).toBe('');
      }
    });
    it('accepts exactly the limit, and refuses the limit + 1', () => {
      expect(outputOf(withField(field, '1'.repeat(max)))[field]).toBe('1'.repeat(max));
      expect(errorsOf(withField(field, '1'.repeat(max + 1)))).toEqual({ [field]: tooLong });
    });
    it('refuses a non-string value', () => {
      expect(errorsOf(withField(field, 612345678))).toEqual({ [field]: tooLong });
    });
  });

  it('gives one message per field, the first rule broken', () => {
    expect(
      errorsOf({
        name: ' ',
        email: `${'a'.repeat(300)}@x`,
        subject: 'x',
        phone: '1'.repeat(21),
        message: 'm'.repeat(1001),
      }),
    ).toEqual({
      name: 'Le nom est requis',
      email: 'Adresse email invalide',
      subject: 'Veuillez sélectionner le sujet de votre question',
      phone: 'Le numéro de téléphone doit contenir moins de 20 caractères',
      message: 'Le message doit contenir moins de 1000 caractères',
    });
  });
});

describe('validateContact: text that cannot be stored, and one form of address', () => {
  it.each(['name', 'projectOrFormationName', 'phone', 'company', 'message'] as const)(
    'refuses a lone UTF-16 surrogate in %s with a French message',
    (field) => {
      for (const broken of ['\ud83d', 'a\udc00b', 'fin \ud800']) {
        expect(validateContact({ ...valid, [field]: broken })).toEqual({
          success: false,
          fieldErrors: { [field]: unstorableTextMessage },
        });
      }
    },
  );

  it('keeps whole emoji and other astral characters', () => {
    expect(outputOf({ ...valid, message: 'Merci 🙏 𝒜' }).message).toBe('Merci 🙏 𝒜');
  });

  it('gives the address in lower case, the one normalisation the server relies on', () => {
    expect(outputOf({ ...valid, email: ' Camille.Martin@Exemple.FR ' }).email).toBe('camille.martin@exemple.fr');
  });
});
