import { ThemeProvider } from '@emotion/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, lightTheme, showToast } from 'shared-ui';
import { Toaster } from './Toaster';

afterEach(() => clearToasts());

describe('Toaster', () => {
  it('offers a toast’s action: one press runs it and the toast goes', async () => {
    const run = jest.fn();
    render(
      <ThemeProvider theme={lightTheme}>
        <Toaster />
      </ThemeProvider>,
    );
    act(() => {
      showToast('Retiré de votre panier\u00a0: Mug collector.', { action: { label: 'Annuler', run } });
    });
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Retiré de votre panier : Mug collector.');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
