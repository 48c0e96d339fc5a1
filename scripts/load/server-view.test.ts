import { between, describe as describeViews, parseHistograms } from './server-view';

const reading = (page: number[], session: number[]) =>
  [
    '# HELP lgb_http_request_duration_seconds Time to answer a request',
    ...['0.5', '1', '2.5', '5', '10', '+Inf'].map(
      (le, at) => `lgb_http_request_duration_seconds_bucket{le="${le}",route="page",status_class="2xx"} ${page[at]}`,
    ),
    ...['0.1', '0.25', '+Inf'].map(
      (le, at) =>
        `lgb_http_request_duration_seconds_bucket{le="${le}",route="api/session",status_class="2xx"} ${session[at]}`,
    ),
    'lgb_http_request_duration_seconds_count{route="page",status_class="2xx"} 0',
  ].join('\n');

describe("the server's own view of a crowd", () => {
  it('counts what was answered between two readings, its p99 bound and what came after 5 s', () => {
    const before = parseHistograms(reading([10, 10, 10, 10, 10, 10], [5, 5, 5]));
    const after = parseHistograms(reading([60, 150, 205, 208, 210, 210], [905, 1005, 1005]));
    expect(between(before, after)).toEqual([
      { key: 'api/session 2xx', answered: 1000, p99UnderS: 0.25, over5s: 0 },
      { key: 'page 2xx', answered: 200, p99UnderS: 5, over5s: 2 },
    ]);
    expect(describeViews(between(before, after))).toBe(
      'api/session 2xx: 1000, 99 % within 0.25 s · page 2xx: 200, 99 % within 5 s, 2 after 5 s',
    );
  });

  it('leaves out what nothing was answered for', () => {
    const same = parseHistograms(reading([1, 1, 1, 1, 1, 1], [1, 1, 1]));
    expect(between(same, same)).toEqual([]);
  });
});
