import { nextPoll, POLL_MS } from './polling';

describe('the FPS status poll', () => {
  it('asks again every 5 seconds while the payment can still arrive', () => {
    for (const code of [undefined, 'UNKN', 'PEND', 'WAPL', 'OVDU', 'REJD', 'PART'] as const) {
      expect(nextPoll(code)).toBe(POLL_MS);
    }
    expect(POLL_MS).toBe(5_000);
  });

  it('stops once the status is final', () => {
    for (const code of ['PAID', 'OVRP', 'PACN'] as const) expect(nextPoll(code)).toBe(false);
  });
});
