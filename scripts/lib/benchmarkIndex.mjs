// Lighthouse's benchmark index of the machine it runs on, measured now in the system Chromium, and the CPU slow-down that
// makes a run here stand for a run on a machine of a chosen index. Lighthouse's default 4x slow-down assumes a
// desktop of index 1,500 to 2,000 (its docs, "Calibrating the CPU slowdown"); a shared machine's index moves with its
// neighbours from about 1,000 to 4,000, so uncalibrated scores of the same build differ by 20 points from hour to hour.
import { launchChromium } from './chromium.mjs';

/**
 * Lighthouse 12's own benchmark (`computeBenchmarkIndex` in lighthouse/core/lib/page-functions.js): the mean of a
 * string-building loop (GC-heavy) and an array-copying loop, each run for 500 ms, in iterations per second / 10.
 */
function computeBenchmarkIndex() {
  function benchmarkIndexGC() {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < 500) {
      let s = '';
      for (let j = 0; j < 10000; j++) s += 'a';
      if (s.length === 1) throw new Error('prevents compiler optimisations');
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  function benchmarkIndexNoGC() {
    const arrA = [];
    const arrB = [];
    for (let i = 0; i < 100000; i++) arrA[i] = arrB[i] = i;
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const src = iterations % 2 === 0 ? arrA : arrB;
      const tgt = iterations % 2 === 0 ? arrB : arrA;
      for (let j = 0; j < src.length; j++) tgt[j] = src[j];
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  return (benchmarkIndexGC() + benchmarkIndexNoGC()) / 2;
}

/** The machine's benchmark index now (a fresh browser, as Lighthouse measures it before each run). */
export async function measureBenchmarkIndex() {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    // In a fresh browser a first run measured about 8 % under Lighthouse's own figure of the Lighthouse run that
    // followed, a second run about 8 % over it (six runs of each on one machine); their mean stands for it.
    const cold = await page.evaluate(computeBenchmarkIndex);
    const warm = await page.evaluate(computeBenchmarkIndex);
    return (cold + warm) / 2;
  } finally {
    await browser.close();
  }
}

/**
 * The CPU slow-down under which the machine, at `index`, runs like a machine of `targetIndex` under Lighthouse's
 * default 4x (slower machine, smaller factor), kept within DevTools' sensible 1x to 20x.
 */
export const slowdownFor = (index, targetIndex) =>
  Math.min(20, Math.max(1, Math.round(((4 * index) / targetIndex) * 100) / 100));
