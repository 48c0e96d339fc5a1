import { clearAllFormDrafts, clearFormDraft, readFormDraft, writeFormDraft } from './form-drafts';

describe('form drafts (sessionStorage, per user, never passwords)', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps an on-device draft after the tab (localStorage), until it is cleared or the user logs out', () => {
    writeFormDraft('participation-details-7', 'a@b.fr', { phone: '06 01 02 03 04' }, [], 'on-device');
    expect(sessionStorage.length).toBe(0);
    expect(readFormDraft('participation-details-7', 'a@b.fr', 'on-device')).toEqual({ phone: '06 01 02 03 04' });
    expect(readFormDraft('participation-details-7', 'a@b.fr')).toBeNull();
    expect(readFormDraft('participation-details-7', 'paul@example.fr', 'on-device')).toBeNull();
    clearFormDraft('participation-details-7');
    expect(localStorage.length).toBe(0);
    writeFormDraft('participation-step-7', 'a@b.fr', { reached: 'address' }, [], 'on-device');
    localStorage.setItem('lgb-theme', 'dark');
    clearAllFormDrafts();
    expect(readFormDraft('participation-step-7', 'a@b.fr', 'on-device')).toBeNull();
    expect(localStorage.getItem('lgb-theme')).toBe('dark');
  });

  it('gives a draft back to its user only', () => {
    writeFormDraft('order', 'camille@example.fr', { city: 'Lyon', zipcode: '69001' });
    expect(readFormDraft('order', 'camille@example.fr')).toEqual({ city: 'Lyon', zipcode: '69001' });
    expect(readFormDraft('order', 'paul@example.fr')).toBeNull();
    expect(readFormDraft('order', undefined)).toBeNull();
    expect(readFormDraft('participation', 'camille@example.fr')).toBeNull();
  });

  it('keeps no password, under any name, nor the fields the form leaves out', () => {
    writeFormDraft('signup', 'a@b.fr', { email: 'a@b.fr', password: 'x', newPasswordConfirmation: 'y', code: 'Z' }, [
      'code',
    ]);
    expect(readFormDraft('signup', 'a@b.fr')).toEqual({ email: 'a@b.fr' });
    expect(sessionStorage.getItem('lgb:draft:signup')).not.toMatch(/password|"x"|"y"/i);
  });

  it('writes nothing without a user', () => {
    writeFormDraft('order', undefined, { city: 'Lyon' });
    expect(sessionStorage.length).toBe(0);
  });

  it('clears one draft, or every draft at logout, and nothing else of the tab', () => {
    sessionStorage.setItem('lgb:game:participation', '{}');
    writeFormDraft('order', 'a@b.fr', { city: 'Lyon' });
    writeFormDraft('participation-details-7', 'a@b.fr', { firstName: 'Camille' });
    clearFormDraft('order');
    expect(readFormDraft('order', 'a@b.fr')).toBeNull();
    expect(readFormDraft('participation-details-7', 'a@b.fr')).toEqual({ firstName: 'Camille' });
    clearAllFormDrafts();
    expect(readFormDraft('participation-details-7', 'a@b.fr')).toBeNull();
    expect(sessionStorage.getItem('lgb:game:participation')).toBe('{}');
  });

  it('ignores a damaged draft', () => {
    sessionStorage.setItem('lgb:draft:order', '{not json');
    expect(readFormDraft('order', 'a@b.fr')).toBeNull();
  });
});
