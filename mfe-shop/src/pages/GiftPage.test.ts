import { CATALOG, fakeShopKit } from '../testing/fake-shop-kit';
import { loader, subject } from './GiftPage';

describe('the gift page as a route module', () => {
  it('reads the visitor’s goodies through the kit it is given, so it arrives whole', async () => {
    const kit = fakeShopKit();
    expect(await loader({ kit, params: { id: 'goody-mug' } })).toEqual({ catalog: CATALOG });
    expect(kit.getCatalog).toHaveBeenCalledTimes(1);
  });

  it('names the goody of the address from the catalogue read, the visitor’s or the public one', () => {
    expect(subject({ catalog: CATALOG }, { id: 'goody-mug' })).toEqual({ name: 'Mug' });
    expect(subject({ 'public-catalog': CATALOG }, { id: 'goody-mug' })).toEqual({ name: 'Mug' });
  });

  it('says an identifier the catalogue does not hold is nothing there (the 404 page)', () => {
    expect(subject({ catalog: CATALOG }, { id: 'goody-inconnu' })).toBe('not-found');
    expect(subject({ catalog: CATALOG }, {})).toBe('not-found');
  });

  it('says nothing while the catalogue is unread (late or refused): the route’s own title', () => {
    expect(subject({}, { id: 'goody-mug' })).toBeNull();
  });
});
