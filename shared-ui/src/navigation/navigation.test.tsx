import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation as useRouterLocation } from 'react-router';
import {
  Link,
  Navigate,
  NavigationProvider,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type SiteNavigation,
} from './navigation';
import { RouterNavigation } from './react-router-adapter';

function WhereAmI() {
  const location = useRouterLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function GiftPage() {
  const { id, slug } = useParams<'id' | 'slug'>();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  return (
    <div>
      <p>{`cadeau ${id ?? ''} ${slug ?? ''} q=${params.get('q') ?? ''} at ${location.pathname}`}</p>
      <Link to="/la-grande-boutique/panier">Panier</Link>
      <button onClick={() => navigate('/la-grande-boutique', { replace: true })}>Boutique</button>
      <button onClick={() => setParams({ q: '2' })}>Quantité</button>
    </div>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/la-grande-boutique/cadeau/:id/:slug"
          element={
            <RouterNavigation>
              <GiftPage />
            </RouterNavigation>
          }
        />
        <Route
          path="/ancien"
          element={
            <RouterNavigation>
              <Navigate to="/la-grande-boutique" replace />
            </RouterNavigation>
          }
        />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('navigation facade over react-router', () => {
  it('gives pages their params, search and location', () => {
    renderAt('/la-grande-boutique/cadeau/7/casque?q=1');
    expect(screen.getByText('cadeau 7 casque q=1 at /la-grande-boutique/cadeau/7/casque')).toBeInTheDocument();
  });

  it('Link is a real link that navigates in-app', async () => {
    renderAt('/la-grande-boutique/cadeau/7/casque');
    const link = screen.getByRole('link', { name: 'Panier' });
    expect(link).toHaveAttribute('href', '/la-grande-boutique/panier');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/la-grande-boutique/panier');
  });

  it('navigate and setSearchParams go through the router', async () => {
    renderAt('/la-grande-boutique/cadeau/7/casque');
    await userEvent.click(screen.getByRole('button', { name: 'Quantité' }));
    expect(screen.getByText(/q=2/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Boutique' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/la-grande-boutique');
  });

  it('Navigate redirects once rendered', () => {
    renderAt('/ancien');
    expect(screen.getByTestId('where')).toHaveTextContent('/la-grande-boutique');
  });

  it('Navigate asks once per address, however often it is drawn again while its navigation loads', () => {
    const asked: string[] = [];
    // A new navigation (a new function too) at each render, as a router gives while a navigation is loading.
    const drawn = (render: number) => {
      const navigation: SiteNavigation = {
        navigate: (to) => asked.push(`${String(to)} (render ${render})`),
        location: { pathname: '/la-grande-boutique/cadeau/7/ancien', search: '', hash: '', state: null },
        params: { id: '7', slug: 'ancien' },
      };
      return (
        <NavigationProvider value={navigation}>
          <Navigate to="/la-grande-boutique/cadeau/7/casque" replace />
        </NavigationProvider>
      );
    };
    const { rerender } = render(drawn(1));
    rerender(drawn(2));
    rerender(drawn(3));
    expect(asked).toEqual(['/la-grande-boutique/cadeau/7/casque (render 1)']);
  });

  it('says clearly when a page is rendered without a provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<GiftPage />)).toThrow(/NavigationProvider/);
    spy.mockRestore();
  });
});
