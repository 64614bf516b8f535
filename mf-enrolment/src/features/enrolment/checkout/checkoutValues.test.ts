import type { Venue } from '@mockexam/contracts';
import { emptyDraft } from '@mockexam/session';
import { methods, products, venues } from '../../../test/fixtures';
import { draftPatch, relevantSessions, valuesFromDraft, type CheckoutValues } from './checkoutValues';

describe('checkout values and the draft', () => {
  it('writes the form to the draft and reads it back', () => {
    const values: CheckoutValues = {
      examMode: 'venue',
      venueId: 1,
      postage: 'smart_locker',
      parameter1: 'L123',
      parameter2: 'Wan Chai',
      sameAsCandidate: false,
      recipientName: 'Chan Tai Man',
      recipientPhone: '91234567',
      payment: 'bank',
    };
    const draft = { ...emptyDraft(), ...draftPatch(values, methods) };
    expect(draft).toMatchObject({ homeRoom: false, designatedRoom: 1, filled_address: undefined });
    expect(draft.selected_sf_delivery).toMatchObject({ type: 'locker', parameter1: 'L123', parameter2: 'Wan Chai' });
    expect(valuesFromDraft(draft)).toEqual({ ...values, address: undefined });
  });

  it('keeps an address only for a method that mails to one', () => {
    const patch = draftPatch(
      { examMode: 'home', postage: 'ordinary_post', address: '1 Road', parameter1: 'x' },
      methods,
    );
    expect(patch).toMatchObject({ homeRoom: true, designatedRoom: null, filled_address: '1 Road' });
    expect(patch.selected_sf_delivery).toMatchObject({ address1: '1 Road', parameter1: undefined });
  });

  it("lists a venue's sessions for the chosen subjects, or all of them when none match", () => {
    const chinese = venues[0].sessions[0];
    const venue: Venue = {
      ...venues[0],
      sessions: [chinese, { ...chinese, session_id: 9, subject: 'eng', date: '2024-12-30' }],
    };
    const ids = (chosen: typeof products) => relevantSessions(venue, chosen).map((s) => s.session_id);
    expect(ids([products[0]])).toEqual([1]);
    expect(ids([products[1]])).toEqual([9]);
    expect(ids([{ ...products[0], subject: { ...products[0].subject, code: 'hist' } }])).toEqual([1, 9]);
  });
});
