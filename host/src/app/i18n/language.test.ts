import { languageCookie, rememberLanguage } from './language';

describe('language cookie (spec §9)', () => {
  it('is i18n_redirected=fr for 365 days on / with SameSite Lax', () => {
    expect(languageCookie()).toBe('i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is written once, and kept when already there', () => {
    const doc = { cookie: '' };
    rememberLanguage(doc);
    expect(doc.cookie).toContain('i18n_redirected=fr');
    const kept = { cookie: 'a=1; i18n_redirected=fr' };
    rememberLanguage(kept);
    expect(kept.cookie).toBe('a=1; i18n_redirected=fr');
  });
});
