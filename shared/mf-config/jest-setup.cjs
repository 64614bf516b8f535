require('@testing-library/jest-dom');
// A page test with antd takes one to five seconds here, several times that on a busy 2-core CI machine:
// each test may take 30 s (jest's default is 5 s), and findBy and waitFor wait up to 10 s (not 1 s; a page
// that lazy-loads a part, the checkout form, has taken longer).
jest.setTimeout(30_000);
require('@testing-library/dom').configure({ asyncUtilTimeout: 10_000 });
const { TextEncoder, TextDecoder } = require('node:util');

// jsdom lacks these: react-router 7 needs TextEncoder, antd's form batches with MessageChannel.
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });
// A timer-based channel: node's real one keeps jest's process alive.
if (!globalThis.MessageChannel) {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const port = () => ({ onmessage: null, close() {} });
      this.port1 = port();
      this.port2 = port();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }));
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }));
    }
  };
}
// A test in the node environment (against a real HTTP server) has no window.
if (typeof window !== 'undefined') {
  // jsdom lacks these; antd and our layout query them.
  if (!window.matchMedia) {
    // Width queries answer for jsdom's window (1024 px wide: a desktop), so antd's responsive parts (a
    // table's columns for wider screens) render as on a laptop; any other query does not match.
    const widthMatches = (query) =>
      query.split(',').some((part) => {
        const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(part);
        const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(part);
        if (!min && !max) return false;
        return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
      });
    window.matchMedia = (query) => ({
      matches: widthMatches(query),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    });
  }
  window.scrollTo = () => {};
  // jsdom implements getComputedStyle without pseudo-elements and logs an error when asked (antd's table
  // measures the scrollbar through ::-webkit-scrollbar); the element's own style is what tests need.
  const elementStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => elementStyle(element);
}
// antd's tabs and tables measure themselves.
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
