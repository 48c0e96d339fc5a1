import { maskAccessTokens } from './notice-filter';

describe('notice filter (REPORT-1: password and secret keys masked, access token never sent)', () => {
  it('masks keys and tokens in URLs at any depth', () => {
    const notice = {
      params: {
        email: 'a@b.fr',
        password: 'Pâtes-2025!',
        nested: { clientSecret: 'x', tokens: { accessToken: 'abc' } },
      },
      context: { url: 'http://localhost:4000/api/kitv4/offers?access_token=abc123&x=1' },
      history: [{ type: 'xhr', url: '/api/fidmarquesv3/card_slots?access_token=zzz' }],
    };
    const masked = maskAccessTokens(notice);
    expect(masked.params.password).toBe('[Filtered]');
    expect(masked.params.email).toBe('a@b.fr');
    expect(masked.params.nested.clientSecret).toBe('[Filtered]');
    expect(masked.params.nested.tokens.accessToken).toBe('[Filtered]');
    expect(masked.context.url).toBe('http://localhost:4000/api/kitv4/offers?access_token=[Filtered]&x=1');
    expect(JSON.stringify(masked)).not.toMatch(/abc123|zzz|Pâtes-2025/);
  });

  it('masks password and secret values carried in a query string', () => {
    const masked = maskAccessTokens({
      url: 'http://localhost:3000/faq?new_password=Sesame-1&q=pates&client_secret=s3',
    });
    expect(masked.url).toBe('http://localhost:3000/faq?new_password=[Filtered]&q=pates&client_secret=[Filtered]');
  });

  it('masks the password-reset token of the mailed link, in the page URL and in history', () => {
    const masked = maskAccessTokens({
      context: { url: 'http://localhost:3000/reinitialiser-son-mot-de-passe?token=RESET-SECRET-42' },
      history: [{ type: 'location', from: '/reinitialiser-son-mot-de-passe?token=RESET-SECRET-42', to: '/faq' }],
    });
    expect(masked.context.url).toBe('http://localhost:3000/reinitialiser-son-mot-de-passe?token=[Filtered]');
    expect(JSON.stringify(masked)).not.toContain('RESET-SECRET-42');
  });

  it('masks a token inside an error message (a failed request names its address)', () => {
    const errors = [
      {
        type: 'KitError',
        message: 'network error on POST http://localhost:4000/upload?access_token=TOKEN-SECRET-99',
        backtrace: [
          { file: 'http://localhost:4000/upload?access_token=TOKEN-SECRET-99', line: 1, column: 1, function: 'send' },
        ],
      },
    ];
    expect(JSON.stringify(maskAccessTokens(errors))).not.toContain('TOKEN-SECRET-99');
  });
});
