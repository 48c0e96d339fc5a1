import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import type Joi from 'joi';
import {
  ROUTE_PATHS,
  safeReturnPath,
  type ServerFormState,
  type ServerPageRenderer,
  type SiteConfig,
} from 'shared-kit/contracts';
import { fromProviderError } from '../api/provider-errors';
import type { LoginLimits } from '../api/rate-limits';
import { askResetSchema, loginSchema, signupSchema } from '../api/schemas';
import { frenchMessage } from '../api/validation';
import type { ProviderClient } from '../provider/provider-client';
import { toSessionUser } from '../provider/session-user';
import { startSession } from '../session/session-data';
import { GENERIC_ERROR_MESSAGE, withReference } from './errors';
import { sameOriginOnly } from './csrf';
import type { BodyLimits } from './body-limits';
import { formBodyReader } from './form-body';
import { HttpError, PlainRefusal } from './http-error';
import { currentLog } from '../logging/logger';

/**
 * The auth forms work before their JavaScript (or without it): the server-rendered form is a plain POST to its own
 * page, answered here. The same defences as the API (Origin / Sec-Fetch-Site, the rate limits), the form's own
 * checks (the remote's rules and French messages, through the renderer), then the API's rules and the provider's
 * answer. Success: 303 to `r` (when it is a local path) or « Mon compte », logged in. Otherwise the page again, for
 * this visitor alone (never kept): what was entered, password excepted, and the message.
 */
export interface FormPostsOptions {
  renderer: Pick<ServerPageRenderer, 'checkForm'>;
  provider: Pick<ProviderClient, 'login' | 'signup' | 'askToResetPassword'>;
  config: SiteConfig;
  cookieName: string;
  allowedOrigins: readonly string[];
  /** Largest body and the time it has to arrive (http/body-limits.ts). */
  bodyLimits: BodyLimits;
  loginLimit: LoginLimits;
  signupLimit: { perIp: RequestHandler; perAccount: RequestHandler };
  /** The session cookie and the revoked-sessions check, as on the API. */
  session: RequestHandler[];
  /** Counts every post from an address before its body is read (http/request-budgets.ts). */
  postBudget: RequestHandler;
  remoteBuilds?: () => Partial<Record<string, string>>;
  /** Sends the page at `req`'s address again with the form's answer (server-pages.ts `answerWithPage`). */
  answerWithPage: (req: Request, res: Response, status: number, form: ServerFormState) => Promise<void>;
}

type Values = Record<string, string | boolean>;
type FormRequest = Request & { sentValues?: Values };

/** A field of a form: its text, or a box (sent when ticked, whatever its value; absent when not). */
interface FormField {
  name: string;
  box?: boolean;
}

const read = (body: Record<string, unknown>, { name, box }: FormField): string | boolean =>
  box ? Object.hasOwn(body, name) : typeof body[name] === 'string' ? body[name] : '';

/** What the visitor entered, without any password: that is all the page may show again. */
function keptValues(req: FormRequest): Values {
  return Object.fromEntries(Object.entries(req.sentValues ?? {}).filter(([name]) => !/password/i.test(name)));
}

export function formPosts(options: FormPostsOptions): Router {
  const router = express.Router();
  const { loginLimit } = options;

  /**
   * Reads the fields of the form, then asks the form's own rules (the remote's), then the API's on the fields the
   * API takes (`apiFields`; a confirmation stays with the form).
   */
  const checks =
    (fields: readonly FormField[], schema: Joi.ObjectSchema, apiFields: readonly string[]): RequestHandler =>
    async (req, res, next) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const values: Values = Object.fromEntries(fields.map((field) => [field.name, read(body, field)]));
      (req as FormRequest).sentValues = values;
      try {
        const errors = await options.renderer.checkForm?.({
          url: req.originalUrl,
          config: options.config,
          remoteBuilds: options.remoteBuilds?.(),
          values,
        });
        if (errors && Object.keys(errors).length > 0) {
          await options.answerWithPage(req, res, 400, { values: keptValues(req as FormRequest), errors });
          return;
        }
        const forApi = Object.fromEntries(apiFields.map((name) => [name, values[name]]));
        const { error, value } = schema.validate(forApi, { abortEarly: true, convert: true });
        if (error) {
          const detail = error.details[0];
          next(new HttpError(400, 'invalid_parameter', detail ? frenchMessage(detail) : GENERIC_ERROR_MESSAGE));
          return;
        }
        req.body = value;
        next();
      } catch (error) {
        next(error);
      }
    };

  /** Logged in: on to `r` when it is a local path, else « Mon compte » (GUARD-4), as the form does with JavaScript. */
  const onToReturnPath = (req: Request, res: Response) => {
    const target = safeReturnPath(typeof req.query.r === 'string' ? req.query.r : null) ?? ROUTE_PATHS.profile;
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, target);
  };

  const login: RequestHandler = async (req, res, next) => {
    const { email, password } = req.body as { email: string; password: string };
    try {
      const auth = await options.provider.login(email, password, req.ip);
      startSession(req, options.cookieName, toSessionUser(auth.user, auth.access_token), auth.user.id);
    } catch (error) {
      // A session too large for its cookie is said as the API says it (HttpError 413).
      next(error instanceof HttpError ? error : fromProviderError('login', error));
      return;
    }
    loginLimit.forgetFailures(req);
    onToReturnPath(req, res);
  };

  const signup: RequestHandler = async (req, res, next) => {
    const { email, password, firstName, lastName } = req.body as Record<string, string>;
    try {
      const created = await options.provider.signup(
        email ?? '',
        password ?? '',
        firstName ?? '',
        lastName ?? '',
        req.ip,
      );
      startSession(req, options.cookieName, toSessionUser(created.user, created.access_token), created.user.id);
    } catch (error) {
      next(error instanceof HttpError ? error : fromProviderError('signup', error));
      return;
    }
    loginLimit.rememberPair(req);
    onToReturnPath(req, res);
  };

  /** AUTH-7: the reset e-mail; the page then says it was sent (whether the account exists or not). */
  const askReset: RequestHandler = async (req, res, next) => {
    try {
      await options.provider.askToResetPassword((req.body as { email: string }).email);
    } catch (error) {
      currentLog().error({ err: error }, 'a reset e-mail could not be asked for');
      next(new HttpError(502, 'provider_error', GENERIC_ERROR_MESSAGE));
      return;
    }
    await options.answerWithPage(req, res, 200, { values: {}, done: true });
  };

  /**
   * A refusal is the page again with its message; its status tells the rate limits it was a failure. A post refused
   * before it could be read (over budget, not a form, too large) gets the small French page instead: no render.
   */
  const answerRefusal: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent || error instanceof PlainRefusal) return next(error);
    const refusal = error instanceof HttpError ? error : new HttpError(500, 'internal_error', GENERIC_ERROR_MESSAGE);
    if (!(error instanceof HttpError)) currentLog().error({ err: error }, 'a form post failed');
    // A failure of ours says its reference, for support to find the request's log lines.
    const message = refusal.status >= 500 ? withReference(refusal.userMessage, req) : refusal.userMessage;
    options
      .answerWithPage(req, res, refusal.status, { values: keptValues(req as FormRequest), error: message })
      .catch(next);
  };

  // Counted first, then read: a post refused for its origin, type, size or fields still spends the budget.
  const formBody = [
    options.postBudget,
    sameOriginOnly(options.allowedOrigins),
    ...formBodyReader(options.bodyLimits),
    ...options.session,
  ];
  router.post(
    ROUTE_PATHS['auth-login'],
    ...formBody,
    checks([{ name: 'email' }, { name: 'password' }], loginSchema, ['email', 'password']),
    ...loginLimit.perAccount,
    login,
    answerRefusal,
  );
  router.post(
    ROUTE_PATHS['auth-signup'],
    ...formBody,
    options.signupLimit.perIp,
    checks(
      [
        { name: 'firstName' },
        { name: 'lastName' },
        { name: 'email' },
        { name: 'password' },
        { name: 'passwordConfirmation' },
        { name: 'termsAccepted', box: true },
        { name: 'adult', box: true },
      ],
      signupSchema,
      ['firstName', 'lastName', 'email', 'password', 'termsAccepted', 'adult'],
    ),
    options.signupLimit.perAccount,
    signup,
    answerRefusal,
  );
  router.post(
    ROUTE_PATHS['reset-password'],
    ...formBody,
    // A reset e-mail per attempt: as many as sign-ups from one address.
    options.signupLimit.perIp,
    checks([{ name: 'email' }], askResetSchema, ['email']),
    askReset,
    answerRefusal,
  );
  return router;
}
