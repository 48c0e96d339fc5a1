import { NODE_MAJOR } from './node-version';

describe('the Node the project is built for', () => {
  it('is the one the tests run on (npm run puts the installed node package first)', () => {
    expect(NODE_MAJOR).toBeGreaterThanOrEqual(24);
    expect(process.version.startsWith(`v${NODE_MAJOR}.`)).toBe(true);
  });
});
