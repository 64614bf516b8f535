import { timeLeft } from './countdown';

describe('the time left to pay', () => {
  const now = Date.parse('2024-10-01T10:00:00Z');
  it('counts mm:ss, or h:mm:ss beyond an hour', () => {
    expect(timeLeft('2024-10-01T10:29:05Z', now)).toEqual({ text: '29:05', over: false });
    expect(timeLeft('2024-10-01T11:02:03Z', now)).toEqual({ text: '1:02:03', over: false });
  });
  it('never goes below zero', () => {
    expect(timeLeft('2024-10-01T09:59:00Z', now)).toEqual({ text: '00:00', over: true });
  });
});
