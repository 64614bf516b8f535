import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mockexam/i18n';
import { sessionStore } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';
import * as api from '@mockexam/api-client';
import { methods, products, venues } from '../../../test/fixtures';
import { renderAt, setUpI18n } from '../../../test/render';
import EnrolmentPage from '../EnrolmentPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getProducts: jest.fn(),
  getVenues: jest.fn(),
  getPostageMethods: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(setUpI18n);

beforeEach(() => {
  jest.clearAllMocks();
  mocked.getProducts.mockResolvedValue(products);
  mocked.getVenues.mockResolvedValue(venues);
  mocked.getPostageMethods.mockResolvedValue(methods);
  sessionStore.getState().signOut();
  sessionStore.getState().signIn('t', testProfiles.candidate);
  sessionStore
    .getState()
    .updateDraft({ selected_exam: [{ product_id: 'p-chi', price: 450 }], selected_total_amount: 450 });
});

afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const show = () =>
  renderAt('/en/enrolment?step=checkout', { enrolment: <EnrolmentPage />, enrolment_confirm: <p>confirm page</p> });

describe('checkout', () => {
  it('shows the spec messages inside the fields and marks a full venue', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Review order' }));
    expect(await screen.findByText('Please choose an exam method')).toBeInTheDocument();
    expect(screen.getByText('Please choose a postage method')).toBeInTheDocument();
    expect(screen.getByText('Please enter the recipient name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the recipient mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please choose a payment method')).toBeInTheDocument();
    expect(screen.getByText('Credit card is not supported')).toBeInTheDocument();
    expect(
      screen.getByText('Please review the information, orders cannot be modified once submitted'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(/Physical exam at a designated venue/));
    expect(await screen.findByText('Fully booked!', { selector: '.venue-full-tag' })).toBeInTheDocument();
    expect(screen.getByText('12 seats left')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Same as candidate/));
    expect(screen.getByLabelText('Recipient name')).toHaveValue('陳大文');
    expect(sessionStore.getState().enrolmentDraft.phone).toBe('91234567');
  });

  it('focuses the first wrong field on submit and ties its message to it', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Review order' }));
    const venueMode = screen.getByLabelText(/Physical exam at a designated venue/);
    expect(venueMode).toHaveFocus();
    expect(venueMode).toHaveAccessibleDescription('Please choose an exam method');
    expect(
      screen.getByText('Please check the application form, correct any errors, and try again'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(/Self-arranged exam at home/));
    await userEvent.click(screen.getByLabelText(/^Ordinary post/));
    await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
    const address = screen.getByLabelText('Mailing address');
    expect(address).toHaveFocus();
    expect(address).toBeRequired();
    expect(address).toHaveAccessibleDescription('Please enter the mailing address');
    await userEvent.type(address, '1 Road');
    expect(address).not.toHaveAccessibleDescription();

    await userEvent.type(screen.getByLabelText('Recipient name'), 'Chan');
    await userEvent.type(screen.getByLabelText('Recipient mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
    expect(screen.getByLabelText('Recipient mobile number')).toHaveFocus();
    expect(screen.getByLabelText('Recipient mobile number')).toHaveAccessibleDescription('Invalid phone format');
  });

  it('says at once that "same as candidate" fills the name and mobile number but no address', async () => {
    show();
    await userEvent.click(await screen.findByLabelText(/^Ordinary post/));
    const note = screen.getByTestId('same-as-candidate-note');
    expect(note).toBeEmptyDOMElement();
    await userEvent.click(screen.getByLabelText(/Same as candidate/));
    expect(screen.getByLabelText('Recipient name')).toHaveValue('陳大文');
    expect(screen.getByLabelText('Recipient mobile number')).toHaveValue('91234567');
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveTextContent('Your account keeps no address: enter the mailing address above.');
    expect(screen.getByLabelText('Mailing address')).toHaveValue('');
    // A pickup point needs no address: the note says only what was filled.
    await userEvent.click(screen.getByLabelText(/^Smart locker pickup/));
    expect(note).toHaveTextContent("The recipient's name and mobile number are filled in from your account.");
    expect(note).not.toHaveTextContent('address');
    await userEvent.click(screen.getByLabelText(/Same as candidate/));
    expect(note).toBeEmptyDOMElement();
  });

  it('adds the postage fee to the total and asks for the locker code', async () => {
    show();
    await userEvent.click(await screen.findByLabelText(/^Smart locker pickup/));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('HK$480.00');
    expect(screen.getByText('Total (including postage)')).toBeInTheDocument();
    expect(screen.getByLabelText('Smart locker code')).toBeInTheDocument();
    expect(sessionStore.getState().enrolmentDraft.selected_shipping_method).toBe('smart_locker');
  });

  it('goes to the order review once every choice is made', async () => {
    show();
    await userEvent.click(await screen.findByLabelText(/Self-arranged exam at home/));
    await userEvent.click(screen.getByLabelText(/^Ordinary post/));
    await userEvent.type(screen.getByLabelText('Mailing address'), '1 Road');
    await userEvent.click(screen.getByLabelText(/Same as candidate/));
    await userEvent.click(screen.getByLabelText('FPS QR code'));
    await userEvent.click(screen.getByRole('button', { name: 'Review order' }));
    expect(await screen.findByText('confirm page')).toBeInTheDocument();
    expect(sessionStore.getState().enrolmentDraft).toMatchObject({ homeRoom: true, filled_address: '1 Road' });
  });

  it('shows a failed load with a retry', async () => {
    mocked.getVenues.mockRejectedValueOnce(new api.ApiError(0, 'TIMEOUT', undefined, undefined));
    show();
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review order' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Review order' })).toBeInTheDocument();
  });
});
