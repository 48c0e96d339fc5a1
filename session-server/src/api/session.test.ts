import type { NextFunction, Request, Response } from 'express';
import { withoutSessionCookie } from './session';

describe('withoutSessionCookie', () => {
  const cases = (cookie: string | undefined) => {
    const handler = jest.fn();
    const next = jest.fn() as NextFunction;
    const req = { headers: cookie === undefined ? {} : { cookie } } as Request;
    withoutSessionCookie('lgb_session', handler)(req, {} as Response, next);
    return { answered: handler.mock.calls.length, passedOn: (next as jest.Mock).mock.calls.length };
  };

  it('answers at once a request with no session cookie', () => {
    expect(cases(undefined)).toEqual({ answered: 1, passedOn: 0 });
    expect(cases('lgb_lang=fr; tracking=1')).toEqual({ answered: 1, passedOn: 0 });
  });

  it('passes on to the cookie layer a request that may carry one, wherever it stands', () => {
    expect(cases('lgb_session=eyJ9; lgb_session.sig=abc')).toEqual({ answered: 0, passedOn: 1 });
    expect(cases('lgb_lang=fr; lgb_session=eyJ9')).toEqual({ answered: 0, passedOn: 1 });
    // A look-alike name goes the whole way too: the cookie layer then finds no session (auth.test.ts).
    expect(cases('not_lgb_session=1')).toEqual({ answered: 0, passedOn: 1 });
  });
});
