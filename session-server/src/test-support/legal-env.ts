/** The LEGAL_* variables that staging and production require (config/legal.ts), with test values. */
export const LEGAL_ENV: Record<string, string> = {
  LEGAL_PUBLISHER_NAME: 'Pâtes Test SAS',
  LEGAL_PUBLISHER_ADDRESS: '1 rue du Test, 75000 Paris',
  LEGAL_PUBLISHER_REGISTRATION: 'RCS Paris 111 111 111',
  LEGAL_PUBLICATION_DIRECTOR: 'la direction de la communication',
  LEGAL_PUBLISHER_EMAIL: 'legal@test.example',
  LEGAL_HOST_NAME: 'Hébergeur Test',
  LEGAL_HOST_ADDRESS: '2 rue du Test, 75000 Paris',
  LEGAL_HOST_PHONE: '01 11 11 11 11',
};
