import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import { registration } from '../../test/fixtures';
import { renderAt, setUpI18n } from '../../test/render';
import { RegistrationSection } from './RegistrationSection';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getSchoolRegistration: jest.fn(),
  putSchoolRegistration: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(setUpI18n);
beforeEach(() => {
  jest.clearAllMocks();
  mocked.getSchoolRegistration.mockResolvedValue(registration);
});

const open = () => renderAt('/en/school/home', { 'school/home': <RegistrationSection closed={false} /> });
const sessionButton = (name: RegExp) => screen.findByRole('button', { name });

describe('registering the subject', () => {
  it("lists the sessions with seats left and 'Fully booked!', and registers the chosen one", async () => {
    const registered = {
      ...registration,
      registration: {
        ...registration.registration,
        status: 'registered' as const,
        arrangement: 'venue' as const,
        venue_session_id: 11,
        expected_candidates: 80,
        seats_held: 80,
        registered_at: '2024-10-01T02:00:00.000Z',
      },
    };
    mocked.putSchoolRegistration.mockResolvedValue(registered);
    open();
    expect(await screen.findByText('120 seats left')).toBeInTheDocument();
    expect(await sessionButton(/^Fully booked!: Centre B/)).toBeDisabled();
    await userEvent.click(await sessionButton(/^Select: Hall A/));
    expect(await sessionButton(/^Selected: Hall A/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Expected number of candidates'), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Register the subject' }));
    await waitFor(() =>
      expect(mocked.putSchoolRegistration).toHaveBeenCalledWith({
        arrangement: 'venue',
        venue_session_id: 11,
        expected_candidates: 80,
      }),
    );
    expect(await screen.findByTestId('registration-summary')).toHaveTextContent('Seats held for the school: 80');
    expect(await sessionButton(/^Registered successfully: Hall A/)).toBeInTheDocument();
  });

  it('shows the session the school holds as already registered with the school', async () => {
    mocked.getSchoolRegistration.mockResolvedValue({
      ...registration,
      registration: {
        ...registration.registration,
        status: 'registered',
        arrangement: 'venue',
        venue_session_id: 11,
        expected_candidates: 80,
        seats_held: 80,
      },
    });
    open();
    expect(await sessionButton(/^Already registered with the school: Hall A/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('says when the expected number is out of range, and shows the server’s VENUE_FULL', async () => {
    mocked.putSchoolRegistration.mockRejectedValue(new api.ApiError(409, 'VENUE_FULL', undefined, undefined));
    open();
    const expected = await screen.findByLabelText('Expected number of candidates');
    await userEvent.type(expected, '0');
    expect(await screen.findByText('Enter an expected number of candidates from 1 to 2,000')).toBeInTheDocument();
    await userEvent.clear(expected);
    await userEvent.type(expected, '30');
    await userEvent.click(screen.getByRole('radio', { name: 'At the school (papers delivered to the school)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register the subject' }));
    await waitFor(() =>
      expect(mocked.putSchoolRegistration).toHaveBeenCalledWith({ arrangement: 'school', expected_candidates: 30 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Fully booked!');
  });
});
