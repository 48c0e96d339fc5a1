import { readLegalIdentity } from './legal';

describe('legal identity of the site', () => {
  it('reads the publisher and the host from the environment', () => {
    const identity = readLegalIdentity(
      {
        LEGAL_PUBLISHER_NAME: 'Pastificio Exemple SA',
        LEGAL_PUBLISHER_ADDRESS: '3 quai du Blé, 13002 Marseille',
        LEGAL_PUBLISHER_REGISTRATION: 'RCS Marseille 123 456 789',
        LEGAL_PUBLICATION_DIRECTOR: 'Camille Directrice',
        LEGAL_PUBLISHER_EMAIL: 'legal@example.fr',
        LEGAL_HOST_NAME: 'Hébergeur SAS',
        LEGAL_HOST_ADDRESS: '2 rue du Serveur, 59000 Lille',
        LEGAL_HOST_PHONE: '03 20 00 00 00',
      },
      'production',
    );
    expect(identity.publisher.name).toBe('Pastificio Exemple SA');
    expect(identity.publisher.registration).toBe('RCS Marseille 123 456 789');
    expect(identity.host).toEqual({
      name: 'Hébergeur SAS',
      address: '2 rue du Serveur, 59000 Lille',
      phone: '03 20 00 00 00',
    });
  });

  it('uses the placeholder company in development only', () => {
    expect(readLegalIdentity({}, 'development').publisher.name).toBe('Les Pâtes de la Grande Boutique SAS');
    expect(() => readLegalIdentity({}, 'production')).toThrow(
      /LEGAL_PUBLISHER_NAME.*LEGAL_HOST_PHONE required in production/,
    );
    expect(() => readLegalIdentity({ LEGAL_HOST_NAME: ' ' }, 'staging')).toThrow(/LEGAL_HOST_NAME/);
  });
});
