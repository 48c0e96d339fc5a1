import { screen } from '@testing-library/react';
import { ROUTE_PATHS } from 'shared-kit';
import AuthLandingPage from '../../../pages/AuthLandingPage';
import { renderPage } from 'shared-ui/testing';

describe('AuthChoice', () => {
  it('offers both choices and carries a local r along', () => {
    renderPage(<AuthLandingPage />, `${ROUTE_PATHS.auth}?r=%2Fmon-compte%2Fmes-adresses`, ROUTE_PATHS.auth);
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `${ROUTE_PATHS['auth-login']}?r=%2Fmon-compte%2Fmes-adresses`,
    );
    expect(screen.getByRole('link', { name: 'S’inscrire' })).toHaveAttribute(
      'href',
      `${ROUTE_PATHS['auth-signup']}?r=%2Fmon-compte%2Fmes-adresses`,
    );
  });

  it('drops a hostile r instead of passing it on', () => {
    renderPage(<AuthLandingPage />, `${ROUTE_PATHS.auth}?r=https%3A%2F%2Fevil.com`, ROUTE_PATHS.auth);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', ROUTE_PATHS['auth-login']);
    expect(screen.getByRole('link', { name: 'S’inscrire' })).toHaveAttribute('href', ROUTE_PATHS['auth-signup']);
  });
});
