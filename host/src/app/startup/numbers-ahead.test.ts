import { formatNumber } from 'shared-kit/core';
import { formatNumbersAhead } from './numbers-ahead';

describe('formatNumbersAhead', () => {
  it('makes the page’s number formatter at idle for a visitor’s page, once, and never for nobody’s', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    const idle: Array<() => void> = [];
    try {
      formatNumbersAhead(null, (run) => idle.push(run));
      formatNumbersAhead(undefined, (run) => idle.push(run));
      expect(idle).toHaveLength(0);
      formatNumbersAhead('marie@example.fr', (run) => idle.push(run));
      expect(made).not.toHaveBeenCalled();
      idle.forEach((run) => run());
      const afterIdle = made.mock.calls.length;
      // What the header's chip formats later takes the formatter made at idle.
      expect(formatNumber(1234)).toBe(new Intl.NumberFormat('fr').format(1234));
      expect(made.mock.calls.length).toBe(afterIdle + 1);
      expect(afterIdle).toBe(1);
    } finally {
      made.mockRestore();
    }
  });
});
