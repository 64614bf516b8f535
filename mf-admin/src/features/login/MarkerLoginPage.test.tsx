// The markers' login: the staff-realm form under the markers' title, and a marker lands on their questions.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { sessionStore } from '@mockexam/session';
import { renderPage, setupI18n } from '../../test/render';
import MarkerLoginPage from './MarkerLoginPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  login: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(() => setupI18n('en'));

it('logs a marker in through the staff realm and opens their questions', async () => {
  const profile = { display_name: 'Marker Chan', realm: 'staff-realm', role: 'marker' } as const;
  mocked.login.mockResolvedValueOnce({ access_token: 'marker-token', profile } as never);
  renderPage('/en/marking/login', '/:locale/marking/login', <MarkerLoginPage />);
  expect(screen.getByRole('heading', { name: 'Marker login' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'marker1' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/marking'));
  expect(mocked.login).toHaveBeenCalledWith('staff-realm', 'marker1', 'secret12');
  expect(sessionStore.getState().profile?.role).toBe('marker');
});
