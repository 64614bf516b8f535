import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mockexam/i18n';
import { order, SETTINGS } from '../../test/fixtures';
import { renderAt, setupI18n } from '../../test/render';
import { FpsQrCard } from './FpsQrCard';
import { drawQrCard } from './qrCard';

/** A 2D context that records what is written and drawn, and accepts everything else. */
function recordingContext() {
  const texts: string[] = [];
  const images: unknown[][] = [];
  const rects: number[][] = [];
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get(target, key) {
      if (key === 'fillText') return (text: string) => texts.push(text);
      if (key === 'drawImage') return (...args: unknown[]) => images.push(args);
      if (key === 'fillRect') return (...args: number[]) => rects.push(args);
      if (key in target) return target[key];
      return () => undefined;
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  return { ctx, texts, images, rects };
}

let recorded: ReturnType<typeof recordingContext>;
let downloads: string[];
beforeAll(setupI18n);
beforeEach(() => {
  recorded = recordingContext();
  downloads = [];
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => recorded.ctx as never);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

const DUE = '2024-10-01T02:30:00Z'; // 10:30 in Hong Kong
const open = (lang: string) =>
  renderAt(`/${lang}/fps_payment/E0001`, {
    '/:locale/fps_payment/:id': (
      <FpsQrCard
        id="E0001"
        order={order({ due_at: DUE, total_cents: 45000 })}
        settings={SETTINGS}
        onRefresh={() => undefined}
      />
    ),
  });

describe('FPS QR card download', () => {
  it('draws payee, amount in HKD, order number and the Hong Kong due time above the code, named after the order', async () => {
    open('en');
    recorded.texts.length = 0;
    await userEvent.click(await screen.findByRole('button', { name: 'Download the QR code image' }));
    expect(recorded.texts).toEqual([
      'FPS payment QR code',
      'Payee: Mock Exam Ltd',
      'Amount: HK$450.00 (HKD)',
      'Order number: E0001',
      'Pay by: 2024-10-1 10:30:00 (Hong Kong time)',
      'Scan with your bank or e-wallet app (FPS)',
    ]);
    expect(recorded.images).toHaveLength(1);
    expect(downloads).toEqual(['FPS-E0001.png']);
  });

  it('writes the card in Chinese on the Chinese page', async () => {
    await act(() => i18n.changeLanguage('zh-hk'));
    try {
      open('zh-hk');
      recorded.texts.length = 0;
      await userEvent.click(await screen.findByRole('button', { name: '下載二維碼圖片' }));
      expect(recorded.texts).toEqual([
        '轉數快付款二維碼',
        '收款人：Mock Exam Ltd',
        '金額：HK$450.00（港幣）',
        '訂單編號：E0001',
        '最後付款時間：2024年10月1日 (10:30:00)（香港時間）',
        '請以銀行或電子錢包應用程式（轉數快）掃描',
      ]);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('keeps four modules of white around the code, and more on the card', async () => {
    open('en');
    await screen.findByTestId('fps-qr');
    // qrcode.react draws one 1x1 rectangle per dark module, offset by its margin (in modules).
    const modules = recorded.rects.filter(([, , w, h]) => w === 1 && h === 1);
    expect(modules.length).toBeGreaterThan(0);
    expect(Math.min(...modules.map(([x]) => x))).toBe(4);
    expect(Math.min(...modules.map(([, y]) => y))).toBe(4);
    const card = document.createElement('canvas');
    drawQrCard(card, document.createElement('canvas'), {
      title: 't',
      payee: 'p',
      amount: 'a',
      order: 'o',
      due: 'd',
      scan: 's',
    });
    const [, x, , size] = recorded.images[0] as number[];
    expect(x).toBeGreaterThanOrEqual(32);
    expect(x * 2 + size).toBe(card.width);
  });
});
