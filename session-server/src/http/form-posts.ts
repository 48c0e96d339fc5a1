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
import { loginSchema } from '../api/schemas';
import { frenchMessage } from '../api/validation';
import type { ProviderClient } from '../provider/provider-client';
import { toSessionUser } from '../provider/session-user';
import { startSession } from '../session/session-data';
import { GENERIC_ERROR_MESSAGE } from './errors';
import { sameOriginOnly } from './csrf';
import { HttpError } from './http-error';

/**
 * The auth forms work before their JavaScript (or without it): the server-rendered form is a plain POST to its own
 * page, answered here. The same defences as the API (Origin / Sec-Fetch-Site, the rate limits), the form's own
 * checks (the remote's rules and French messages, through the renderer), then the API's rules and the provider's
 * answer. Success: 303 to `r` (when it is a local path) or « Mon compte », logged in. Otherwise the page again, for
 * this visitor alone (never kept): what was entered, password excepted, and the message.
 */
export interface FormPostsOptions {
  renderer: Pick<ServerPageRenderer, 'checkForm'>;
  provider: Pick<ProviderClient, 'login'>;
  config: SiteConfig;
  cookieName: string;
  allowedOrigins: readonly string[];
  bodyLimitBytes: number;
  loginLimit: LoginLimits;
  /** The session cookie and the revoked-sessions check, as on the API. */
  session: RequestHandler[];
  remoteBuilds?: () => Partial<Record<string, string>>;
  /** Sends the page at `req`'s address again with the form's answer (server-pages.ts `answerWithPage`). */
  answerWithPage: (req: Request, res: Response, status: number, form: ServerFormState) => Promise<void>;
}

type FormRequest = Request & { sentValues?: Record<string, string> };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What the visitor entered, without the password: that is all the page may show again. */
function keptValues(req: FormRequest): Record<string, string> {
  const { password: _password, ...kept } = req.sentValues ?? {};
  return kept;
}

export function formPosts(options: FormPostsOptions): Router {
  const router = express.Router();
  const { loginLimit } = options;

  /** Reads the fields of the form, then asks the form's own rules (the remote's), then the API's. */
  const checks =
    (fields: readonly string[], schema: Joi.ObjectSchema): RequestHandler =>
    async (req, res, next) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const values = Object.fromEntries(fields.map((field) => [field, text(body[field])]));
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
        const { error, value } = schema.validate(values, { abortEarly: true, convert: true });
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

  const login: RequestHandler = async (req, res, next) => {
    const { email, password } = req.body as { email: string; password: string };
    try {
      const auth = await options.provider.login(email, password);
      startSession(req, options.cookieName, toSessionUser(auth.user, auth.access_token));
    } catch (error) {
      next(error instanceof HttpError ? error : fromProviderError('login', error));
      return;
    }
    loginLimit.forgetFailures(req);
    const target = safeReturnPath(typeof req.query.r === 'string' ? req.query.r : null) ?? ROUTE_PATHS.profile;
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, target);
  };

  /** A refusal is the page again with its message; its status tells the rate limits it was a failure. */
  const answerRefusal: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const refusal = error instanceof HttpError ? error : new HttpError(500, 'internal_error', GENERIC_ERROR_MESSAGE);
    if (!(error instanceof HttpError)) console.error('[session-server] a form post failed', error);
    options
      .answerWithPage(req, res, refusal.status, { values: keptValues(req as FormRequest), error: refusal.userMessage })
      .catch(next);
  };

  router.post(
    ROUTE_PATHS['auth-login'],
    sameOriginOnly(options.allowedOrigins),
    express.urlencoded({ extended: false, limit: options.bodyLimitBytes, parameterLimit: 20 }),
    ...options.session,
    loginLimit.perIp,
    checks(['email', 'password'], loginSchema),
    ...loginLimit.perAccount,
    login,
    answerRefusal,
  );
  return router;
}
