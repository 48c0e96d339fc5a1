import type { Coupon } from 'shared-kit';
import { basketTotal, decideAdd, hasEnoughStars } from './basket-rule';

const coupon = (identifier: string, value: number, stock: number | null = null): Coupon => ({
  identifier,
  name: identifier,
  value,
  image_url: '',
  stock,
});
const mug = coupon('goody-mug', 90);
const bag = coupon('goody-tote-bag', 120);
const tickets = coupon('goody-tickets-final', 1200, 2);
const cap = coupon('goody-cap', 100, 0);
const coupons = new Map([mug, bag, tickets, cap].map((item) => [item.identifier, item]));

describe('basket rule (SHOP-BASKET-1)', () => {
  it.each`
    case                                | available | basket                                                        | add        | quantity | expected
    ${'empty basket, exactly enough'}   | ${90}     | ${[]}                                                         | ${mug}     | ${1}     | ${{ allowed: true }}
    ${'empty basket, one star short'}   | ${89}     | ${[]}                                                         | ${mug}     | ${1}     | ${{ allowed: false, reason: 'not_enough_stars', missing: 1 }}
    ${'with basket, exactly enough'}    | ${300}    | ${[{ couponIdentifier: 'goody-mug', quantity: 2 }]}           | ${bag}     | ${1}     | ${{ allowed: true }}
    ${'with basket, one star short'}    | ${299}    | ${[{ couponIdentifier: 'goody-mug', quantity: 2 }]}           | ${bag}     | ${1}     | ${{ allowed: false, reason: 'not_enough_stars', missing: 1 }}
    ${'quantity counts: 3 × 90 on 269'} | ${269}    | ${[]}                                                         | ${mug}     | ${3}     | ${{ allowed: false, reason: 'not_enough_stars', missing: 1 }}
    ${'no card'}                        | ${null}   | ${[]}                                                         | ${mug}     | ${1}     | ${{ allowed: false, reason: 'no_card', missing: 90 }}
    ${'zero stars'}                     | ${0}      | ${[]}                                                         | ${mug}     | ${1}     | ${{ allowed: false, reason: 'not_enough_stars', missing: 90 }}
    ${'sold out'}                       | ${1000}   | ${[]}                                                         | ${cap}     | ${1}     | ${{ allowed: false, reason: 'sold_out', missing: 0 }}
    ${'more than the stock left'}       | ${5000}   | ${[{ couponIdentifier: 'goody-tickets-final', quantity: 2 }]} | ${tickets} | ${1}     | ${{ allowed: false, reason: 'stock', missing: 0 }}
    ${'up to the stock'}                | ${5000}   | ${[{ couponIdentifier: 'goody-tickets-final', quantity: 1 }]} | ${tickets} | ${1}     | ${{ allowed: true }}
  `('$case', ({ available, basket, add, quantity, expected }) => {
    expect(decideAdd({ available, purchases: basket, coupons, coupon: add, quantity })).toEqual(expected);
  });

  it('totals value × quantity and ignores goodies no longer in the catalogue', () => {
    expect(
      basketTotal(
        [
          { couponIdentifier: 'goody-mug', quantity: 2 },
          { couponIdentifier: 'gone', quantity: 4 },
          { couponIdentifier: 'goody-tote-bag', quantity: 1 },
        ],
        coupons,
      ),
    ).toBe(300);
  });

  it('has enough stars when the balance is at least the total', () => {
    expect(hasEnoughStars(300, 300)).toBe(true);
    expect(hasEnoughStars(299, 300)).toBe(false);
    expect(hasEnoughStars(null, 0)).toBe(false);
  });
});
