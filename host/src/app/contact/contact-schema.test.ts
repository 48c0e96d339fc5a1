import { UNSAFE_TEXT_MESSAGE } from 'shared-kit/contracts';
import { validateContact } from './contact-schema';

describe('the contact form rules', () => {
  it('asks for an object and a message, in French', () => {
    expect(validateContact({})).toEqual({
      title: 'Indiquez l’objet de votre message.',
      text: 'Écrivez votre message.',
    });
    expect(validateContact({ title: 'Ma commande', text: 'Bonjour,\nelle n’est pas arrivée.' })).toEqual({});
  });

  it('refuses control and bidi-override characters before anything is sent', () => {
    expect(validateContact({ title: 'Ma commande\u202e', text: 'Bonjour\u0000, elle n’est pas arrivée.' })).toEqual({
      title: UNSAFE_TEXT_MESSAGE,
      text: UNSAFE_TEXT_MESSAGE,
    });
  });
});
