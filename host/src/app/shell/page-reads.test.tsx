/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { act, screen, waitFor } from '@testing-library/react';
import type { CardSlot, Catalog, ServerReads } from 'shared-kit';
import { Navigate, useParams, useServerRead, useSiteRuntime } from 'shared-ui';
import { useCardSlot } from 'shared-ui/data';
import { fakeKit, MARIE, renderShell, type ShellOptions } from '../testing/shell-fixture';

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

/**
 * A page that finds its address wrong and corrects it in place (the gift page reached by an old name, through the
 * facade's Navigate), as the site's remote pages do: its reads started from the server's answer.
 */
function CorrectedPage() {
  const { slug } = useParams();
  const { kit, bus } = useSiteRuntime();
  const card = useCardSlot(kit, bus);
  if (card.data === undefined) return <p data-testid="corrected">Chargement…</p>;
  if (slug !== 'mug-collector') return <Navigate to="/la-grande-boutique/cadeau/goody-mug/mug-collector" replace />;
  return <p data-testid="corrected">{`${card.data?.loyalty_card.data.available_points} étoiles`}</p>;
}

describe('a page corrected in place to its right address', () => {
  it('keeps what the server read for it: its data shows under the right address, never a loading state that stays', async () => {
    const kit = fakeKit();
    const shell = renderShell({
      path: '/la-grande-boutique/cadeau/goody-mug/mauvais-slug',
      user: MARIE,
      kit,
      // One page module, as the host loads a remote's page once: the correction re-renders it, never mounts it anew.
      load: async () => CorrectedPage,
      serverReads: READS,
      serverReadsFor: MARIE.email,
    });
    await waitFor(() => expect(shell.location()).toBe('/la-grande-boutique/cadeau/goody-mug/mug-collector'));
    expect(await screen.findByText('7 étoiles')).toBeInTheDocument();
    // The server's answer is the card's cache entry: the correction costs no read.
    expect(kit.getCardSlots).not.toHaveBeenCalled();
  });
});
