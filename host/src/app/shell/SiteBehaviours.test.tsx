/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { act, screen } from '@testing-library/react';
import { MARIE, renderShell } from '../testing/shell-fixture';

type PageWithTags = Window & { dataLayer?: Array<{ event: string; eventCallback?: () => void }> };

afterEach(() => {
  delete (window as PageWithTags).dataLayer;
});

describe('a completed order as a conversion (TRACK-1)', () => {
  it('is counted by the tab that ordered, never again by the visitor’s other tabs that hear of it', async () => {
    const tags: Array<{ event: string; eventCallback?: () => void }> = [];
    (window as PageWithTags).dataLayer = tags;
    const shell = renderShell({ path: '/la-grande-boutique', user: MARIE });
    await screen.findByTestId('page-shop');

    act(() => shell.bus.emit('order:completed', { orderedCouponIdentifiers: ['goody-mug'] }, 'other-tab'));
    expect(tags).toEqual([]);

    act(() => shell.bus.emit('order:completed', { orderedCouponIdentifiers: ['goody-mug', 'goody-apron'] }));
    expect(tags).toEqual([expect.objectContaining({ event: 'order_completed', items: 2 })]);
    act(() => tags[0]?.eventCallback?.());
  });
});
