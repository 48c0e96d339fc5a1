import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it('keeps a plain path as it is', () => {
    expect(safeUrl('/la-grande-boutique')).toBe('/la-grande-boutique');
  });

  it('masks every query value but r', () => {
    expect(safeUrl('/connexion/se-connecter?r=%2Fmon-compte&email=camille%40example.fr')).toBe(
      '/connexion/se-connecter?r=%2Fmon-compte&email=[redacted]',
    );
    expect(safeUrl('/mot-de-passe/reinitialiser?token=abc123')).toBe('/mot-de-passe/reinitialiser?token=[redacted]');
    expect(safeUrl('/api/v2/users/settings?access_token=secret&x')).toBe(
      '/api/v2/users/settings?access_token=[redacted]&[redacted]',
    );
  });

  it('masks a path segment holding an e-mail', () => {
    expect(safeUrl('/__sandbox/users/camille@example.fr/stars?n=3')).toBe(
      '/__sandbox/users/[redacted]/stars?n=[redacted]',
    );
  });

  it('masks a bare query value (no "=") whole', () => {
    expect(safeUrl('/faq?camille@example.fr')).toBe('/faq?[redacted]');
  });
});
