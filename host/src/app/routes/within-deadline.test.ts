import { withinDeadline } from './within-deadline';

describe('withinDeadline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the answer that comes in time', async () => {
    await expect(withinDeadline(Promise.resolve('lu'), 100)).resolves.toBe('lu');
  });

  it('gives up at the deadline, whatever comes after', async () => {
    let answer: (value: string) => void = () => undefined;
    const slow = withinDeadline(new Promise<string>((resolve) => (answer = resolve)), 100);
    jest.advanceTimersByTime(100);
    await expect(slow).resolves.toBeUndefined();
    answer('trop tard');
  });

  it('waits for as long as it takes without a deadline', async () => {
    let answer: (value: string) => void = () => undefined;
    const unbounded = withinDeadline(new Promise<string>((resolve) => (answer = resolve)), undefined);
    jest.advanceTimersByTime(60_000);
    answer('enfin');
    await expect(unbounded).resolves.toBe('enfin');
  });
});
