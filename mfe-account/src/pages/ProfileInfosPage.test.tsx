import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTE_PATHS, type EventBus, type SessionStore } from 'shared-kit';
import { deferred, mockFetch, type FakeAnswer } from 'shared-ui/testing';
import { fakeKit } from '../testing/fake-kit';
import { renderAccountPage } from '../testing/render-account-page';
import { recordSessionChanges, SESSION_USER, signedInStore } from '../testing/session';
import ProfileInfosPage from './ProfileInfosPage';

const URL = ROUTE_PATHS['profile-infos'];
const UNKNOWN =
  'Une erreur inconnue est survenue, nous en avons été informés et allons la corriger dans les plus brefs délais.';

let session: SessionStore;
let bus: EventBus;

function renderProfile() {
  return renderAccountPage(<ProfileInfosPage />, { kit: fakeKit(), url: URL, session, bus });
}

describe('Mon profil', () => {
  beforeEach(async () => {
    ({ session, bus } = await signedInStore());
  });
  afterEach(() => cleanup());

  it('starts from the session user and shows the e-mail', () => {
    renderProfile();
    expect(screen.getByTestId('profile-email')).toHaveTextContent('camille@example.fr');
    expect(screen.getByLabelText('Civilité (facultatif)')).toHaveValue('Mme');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Camille');
    expect(screen.getByLabelText('Nom')).toHaveValue('Martin');
    expect(screen.getByLabelText('Téléphone (facultatif)')).toHaveValue('06 12 34 56 78');
  });

  it('checks the fields before any request and masks the phone as it is typed', async () => {
    const fetchMock = mockFetch();
    renderProfile();
    await userEvent.clear(screen.getByLabelText('Prénom'));
    const phone = screen.getByLabelText('Téléphone (facultatif)');
    await userEvent.clear(phone);
    await userEvent.type(phone, '06a1234');
    expect(phone).toHaveValue('06 12 34');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Merci de saisir votre prénom.')).toBeInTheDocument();
    expect(screen.getByText('Le numéro de téléphone doit contenir 10 chiffres.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves through PUT /api/updateUser, says so, and the new first name reaches the header at once', async () => {
    const answer = deferred<FakeAnswer>();
    const fetchMock = mockFetch(answer.promise);
    const changes = recordSessionChanges(bus);
    renderProfile();
    const firstName = screen.getByLabelText('Prénom');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Camilla');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('button', { name: 'Enregistrement en cours…' })).toBeDisabled();
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/updateUser');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Mme',
      firstName: 'Camilla',
      lastName: 'Martin',
      phone: '06 12 34 56 78',
    });
    answer.resolve({ status: 200, body: { ...SESSION_USER, firstName: 'Camilla' } });
    expect(await screen.findByTestId('profile-success')).toHaveTextContent(
      'Vos informations ont bien été enregistrées.',
    );
    expect(changes.at(-1)?.firstName).toBe('Camilla');
    expect(session.user?.firstName).toBe('Camilla');
  });

  it('saves a phone without a civility, as a user fresh from sign-up (which never asks for one) has', async () => {
    const fetchMock = mockFetch({ status: 200, body: { ...SESSION_USER, title: null } });
    renderProfile();
    await userEvent.selectOptions(screen.getByLabelText('Civilité (facultatif)'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByTestId('profile-success')).toBeInTheDocument();
    expect(screen.queryByText('Merci de choisir une civilité.')).not.toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      title: null,
      phone: '06 12 34 56 78',
    });
  });

  it('shows the server message of a 400 unknown_email_or_password and keeps what was typed', async () => {
    mockFetch({
      status: 400,
      body: { error: 'unknown_email_or_password', message: 'E-mail ou mot de passe incorrect.' },
    });
    renderProfile();
    const lastName = screen.getByLabelText('Nom');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Dupont');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByTestId('profile-error')).toHaveTextContent('E-mail ou mot de passe incorrect.');
    expect(screen.getByLabelText('Nom')).toHaveValue('Dupont');
  });

  it('never leaves the message of a previous attempt beside the next one', async () => {
    mockFetch({ status: 200, body: { ...SESSION_USER, lastName: 'Dupont' } });
    renderProfile();
    await userEvent.clear(screen.getByLabelText('Nom'));
    await userEvent.type(screen.getByLabelText('Nom'), 'Dupont');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByTestId('profile-success')).toBeInTheDocument();
    // The next attempt is refused before any request: « enregistrées » must not stay on screen beside its error.
    await userEvent.clear(screen.getByLabelText('Prénom'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Merci de saisir votre prénom.')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-success')).not.toBeInTheDocument();
  });

  it('shows the generic AUTH-6 message for any other failure', async () => {
    mockFetch({ status: 502, body: { error: 'provider_unavailable', message: 'upstream down' } });
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByTestId('profile-error')).toHaveTextContent(UNKNOWN));
  });
});
