import { CATALOG } from '../testing/fake-shop-kit';
import { serverReads, serverSubject } from './GiftPage';

describe('the gift page for the server', () => {
  it('asks for the visitor’s goodies and stars, so it arrives whole', () => {
    expect(serverReads).toEqual(['catalog', 'card-slots']);
  });

  it('names the goody of the address from the catalogue read, the visitor’s or the public one', () => {
    expect(serverSubject({ catalog: CATALOG }, { id: 'goody-mug' })).toEqual({ name: 'Mug' });
    expect(serverSubject({ 'public-catalog': CATALOG }, { id: 'goody-mug' })).toEqual({ name: 'Mug' });
  });

  it('says an identifier the catalogue does not hold is nothing there (the 404 page)', () => {
    expect(serverSubject({ catalog: CATALOG }, { id: 'goody-inconnu' })).toBe('not-found');
    expect(serverSubject({ catalog: CATALOG }, {})).toBe('not-found');
  });

  it('says nothing while the catalogue is unread (late or refused): the route’s own title', () => {
    expect(serverSubject({}, { id: 'goody-mug' })).toBeNull();
  });
});
