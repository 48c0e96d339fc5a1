/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { act, screen } from '@testing-library/react';
import type { CardSlot, Catalog, ServerReads } from 'shared-kit';
import { useServerRead, useSiteRuntime } from 'shared-ui';
import { MARIE, renderShell, type ShellOptions } from '../testing/shell-fixture';

const READS: ServerReads = {
  'public-catalog': { identifier: 'public' } as unknown as Catalog,
  'card-slots': [{ loyalty_card: { data: { available_points: 7 } } }] as unknown as CardSlot[],
};

/** A page showing which of the server's reads reach it, by its hooks and in its runtime's data. */
const readingPage: ShellOptions['load'] = async () =>
  function ReadingPage() {
    const slots = useServerRead('card-slots');
    const catalog = useServerRead('public-catalog');
    const { reads } = useSiteRuntime().data;
    return (
      <p data-testid="reads">{`${slots ? 'slots' : 'no slots'}|${catalog ? 'catalog' : 'no catalog'}|${Object.keys(reads).join(',')}`}</p>
    );
  };

/** A shell at `path` with Marie's reads, for `user` (Marie unless said). */
const withMariesReads = (path: string, user: ShellOptions['user'] = MARIE) =>
  renderShell({ path, user, load: readingPage, serverReads: READS, serverReadsFor: MARIE.email });

describe("the server's reads for the page", () => {
  it('reach the page of the visitor they were read for, by its hooks and its runtime', async () => {
    withMariesReads('/mon-compte');
    expect(await screen.findByTestId('reads')).toHaveTextContent('slots|catalog|public-catalog,card-slots');
  });

  it("never reach another user: a visitor's own reads go once someone else is logged in, the public ones stay", async () => {
    const shell = withMariesReads('/mon-compte', { ...MARIE, email: 'paul@example.fr' });
    expect(await screen.findByTestId('reads')).toHaveTextContent('no slots|catalog|public-catalog');
    // Marie's page, then she logs out: her reads leave with her.
    shell.unmount();
    const marie = withMariesReads('/faq');
    expect(await screen.findByTestId('reads')).toHaveTextContent('slots|catalog');
    await act(async () => marie.session.reset());
    expect(await screen.findByTestId('reads')).toHaveTextContent('no slots|catalog|public-catalog');
  });

  it('are for the page they were read for: the next page reads afresh', async () => {
    const shell = withMariesReads('/mon-compte');
    expect(await screen.findByTestId('reads')).toHaveTextContent('slots|catalog|public-catalog,card-slots');
    await shell.navigate('/faq');
    expect(await screen.findByTestId('reads')).toHaveTextContent('no slots|no catalog|');
  });
});
