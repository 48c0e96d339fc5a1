import { addressLines } from './address';

describe('addressLines: an address as the lines of an envelope', () => {
  it('writes who, the street lines and the postal code with the city', () => {
    expect(
      addressLines({
        title: 'Mme',
        first_name: 'Camille',
        last_name: 'Martin',
        address_1: '1 rue des Pâtes',
        address_2: 'Bât. B',
        postal_code: '75001',
        city: 'Paris',
      }),
    ).toEqual(['Madame Camille Martin', '1 rue des Pâtes', 'Bât. B', '75001 Paris']);
  });

  it('leaves out what the address does not have, and an unknown title', () => {
    expect(
      addressLines({
        title: 'Dr' as never,
        last_name: ' Durand ',
        address_1: '8 quai Est',
        address_2: null,
        city: 'Lyon',
      }),
    ).toEqual(['Durand', '8 quai Est', 'Lyon']);
    expect(addressLines({})).toEqual([]);
  });
});
