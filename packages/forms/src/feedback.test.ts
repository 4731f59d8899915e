import { describe, expect, it } from 'vitest';
import { contactFeedback, contactSendErrorText, newsletterErrorText, newsletterFeedback } from './feedback.ts';

describe('feedback texts', () => {
  it('has the contact texts of the spec verbatim', () => {
    expect(contactFeedback).toEqual({
      incompleteTitle: 'Formulaire incomplet',
      incompleteDescription: 'Veuillez remplir tous les champs obligatoires.',
      sendErrorTitle: "Erreur d'envoi",
      sendErrorMessage: "Erreur lors de l'envoi",
      sendErrorFallback:
        "Une erreur s'est produite lors de l'envoi. Veuillez réessayer ou nous contacter directement par email.",
      successTitle: 'Message envoyé !',
      successDescription:
        'Nous avons bien reçu votre message. Un email de confirmation vous a été envoyé. Nous vous répondrons dans les plus brefs délais.',
      submittingLabel: 'Envoi en cours...',
    });
  });

  it('has the newsletter texts of the spec verbatim', () => {
    expect(newsletterFeedback).toEqual({
      errorTitle: "Erreur d'inscription",
      errorFallback: "Une erreur s'est produite. Veuillez réessayer.",
      successTitle: 'Inscription réussie !',
      successDescription: 'Vérifiez votre boîte mail pour confirmer votre inscription.',
      inlineSuccess: 'Inscription réussie !',
      inlineSuccessDurationMs: 5000,
      submittingLabel: 'Envoi...',
    });
  });
});

describe('error texts', () => {
  it("shows an error's own message", () => {
    expect(contactSendErrorText(new Error('Trop de demandes'))).toBe('Trop de demandes');
    expect(newsletterErrorText(new Error('Trop de demandes'))).toBe('Trop de demandes');
  });

  it.each([new Error(''), new Error('  '), 'texte', undefined, { message: 'pas une Error' }])(
    'falls back for %j',
    (error) => {
      expect(contactSendErrorText(error)).toBe(contactFeedback.sendErrorFallback);
      expect(newsletterErrorText(error)).toBe(newsletterFeedback.errorFallback);
    },
  );
});
