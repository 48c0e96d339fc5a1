import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation as useRouterLocation } from 'react-router';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from './navigation';
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

  it('says clearly when a page is rendered without a provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<GiftPage />)).toThrow(/NavigationProvider/);
    spy.mockRestore();
  });
});
