/**
 * jsdom without the Fetch API breaks react-router's data router (it builds a Request per
 * navigation and a Response per redirect). This environment lends jsdom the Node ones, with
 * Node's AbortController so a Request accepts the router's signal.
 * Use it with a `@jest-environment ./host/src/app/testing/jsdom-with-fetch.js` docblock.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const LENT = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of LENT) this.global[name] = globalThis[name];
    // jsdom does not lay pages out, so it cannot scroll: the shell's scroll calls become no-ops.
    this.global.scrollTo = () => undefined;
  }
}

module.exports = JsdomWithFetch;
