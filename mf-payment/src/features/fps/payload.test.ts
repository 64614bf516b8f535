import { buildFpsPayload, crc16CcittFalse, parseTlv } from './payload';

describe('FPS QR payload', () => {
  it('computes CRC-16/CCITT-FALSE', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crc16CcittFalse('')).toBe('FFFF');
  });

  it('builds an EMVCo merchant-presented payload with the Hong Kong FPS template', () => {
    const payload = buildFpsPayload({
      fpsId: '1234567',
      amount: 880,
      billNumber: 'EN20240001',
      merchantName: 'Mock Exam Ltd',
    });
    const fields = parseTlv(payload);
    expect(fields.map((f) => f.id)).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    const value = (id: string) => fields.find((f) => f.id === id)!.value;
    expect(value('00')).toBe('01');
    expect(value('01')).toBe('12');
    expect(parseTlv(value('26'))).toEqual([
      { id: '00', value: 'hk.com.hkicl' },
      { id: '02', value: '1234567' },
    ]);
    expect(value('53')).toBe('344');
    expect(value('54')).toBe('880.00');
    expect(value('58')).toBe('HK');
    expect(parseTlv(value('62'))).toEqual([{ id: '01', value: 'EN20240001' }]);
    // The CRC covers everything up to and including "6304".
    expect(value('63')).toMatch(/^[0-9A-F]{4}$/);
    expect(value('63')).toBe(crc16CcittFalse(payload.slice(0, -4)));
    expect(payload.slice(-8, -4)).toBe('6304');
  });

  it('refuses a zero amount', () => {
    expect(() => buildFpsPayload({ fpsId: '1', amount: 0, billNumber: 'X' })).toThrow();
  });
});
