/* global window, document, jest */
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');
const { TextDecoder, TextEncoder } = require('node:util');
const v8 = require('node:v8');

// A component loaded on first render (the SDK's date picker, dialogs) is compiled on its first import
// in a test run: seconds, on a busy 2-core machine, rather than the 1 s findBy waits by default.
configure({ asyncUtilTimeout: 10_000 });

// react-router reads these at import time; jsdom does not provide them.
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
// IndexedDB (fake-indexeddb in the SDK's saved-reads tests) copies values with it; jsdom lacks it.
globalThis.structuredClone ??= (value) => v8.deserialize(v8.serialize(value));

/**
 * antd's form and select post to a MessageChannel to defer work to a macrotask. Node's own channel would
 * keep the test process alive after the tests, so a timer-based one stands in.
 */
class MacroTaskChannel {
  constructor() {
    const port = (other) => ({
      onmessage: null,
      postMessage: (data) => setTimeout(() => other().onmessage?.({ data })),
      close() {},
    });
    this.port1 = port(() => this.port2);
    this.port2 = port(() => this.port1);
  }
}
globalThis.MessageChannel ??= MacroTaskChannel;

// antd reads these browser APIs, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}

// jsdom has no pseudo-elements and logs "Not implemented" for every call naming one (antd measures the
// scrollbar's this way on each dialog); the element's own style is all such a call could get here.
const ownComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => ownComputedStyle(element);

// Layout does not happen in jsdom, so nothing is ever resized.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/**
 * antd's CSS-in-JS writes its styles into a detached element, not the document. jsdom lays nothing out, but
 * it matches every rule in the document against an element whose computed style is asked for, and Testing
 * Library's role queries ask for each element's (accessible names, hidden elements): with antd's rules in
 * the document that was most of the slowest suites' time (Settings' section test 27 s, 6 s without; the web
 * suites 153 s, 88 s without). How antd's styles look is the browser tests' to check, in Chromium.
 */
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => {
  const dynamicCSS = jest.requireActual('@rc-component/util/lib/Dom/dynamicCSS');
  const detached = document.createElement('div');
  return {
    ...dynamicCSS,
    updateCSS: (css, key, options = {}) => dynamicCSS.updateCSS(css, key, { ...options, attachTo: detached }),
  };
});
