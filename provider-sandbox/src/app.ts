import express, { type Express } from 'express';
import { userInformationRoutes } from './addresses/user-information-routes';
import { assetRoutes } from './assets/asset-routes';
import { authRoutes } from './auth/auth-routes';
import type { KeyDerivation } from './auth/hashing';
import { passwords } from './auth/passwords';
import { passwordRoutes } from './auth/password-routes';
import { userRoutes } from './auth/user-routes';
import { cardRoutes } from './card/card-routes';
import { codeRoutes } from './codes/code-routes';
import { promoRoutes } from './codes/promo-routes';
import { controlGuard } from './controls/control-guard';
import { controlRoutes } from './controls/control-routes';
import { faultControlRoutes, InjectedFaults, injectFaults } from './controls/faults';
import { systemClock, type Clock } from './clock';
import type { SandboxSettings } from './config';
import type { SandboxContext } from './context';
import type { SandboxDb } from './db/database';
import { allowedHosts } from './http/allowed-hosts';
import { corsForOrigins } from './http/cors';
import { securityHeaders } from './http/security-headers';
import { jsonErrors, unknownRoute } from './http/errors';
import { offerRoutes } from './offers/offer-routes';
import { potRoutes } from './pot/pot-routes';
import { receiptRoutes } from './receipts/receipt-routes';
import { uploadRoutes } from './receipts/upload-routes';
import { v2ReceiptRoutes } from './receipts/v2-receipt-routes';
import { shopRoutes } from './shop/shop-routes';
import { noticeRoutes, REPORTER_PATHS, reporterBodyParsers } from './support/notice-routes';
import { supportRoutes } from './support/support-routes';
import { timelineRoutes } from './timeline/timeline-routes';
import { requestLogging } from './http/request-log';

export interface SandboxAppOptions {
  /** The time source (tests inject one); the system clock by default. */
  clock?: Clock;
  /** Where scrypt runs (main.ts: threads of the sandbox's own, SANDBOX_HASH_THREADS); libuv's pool by default. */
  hashing?: KeyDerivation;
}

export function createSandboxApp(settings: SandboxSettings, db: SandboxDb, options: SandboxAppOptions = {}): Express {
  const context: SandboxContext = {
    db,
    settings,
    clock: options.clock ?? systemClock,
    passwords: passwords(options.hashing),
  };
  const app = express();
  app.disable('x-powered-by');
  // Arrays such as stream_class_names[] arrive in the query string (CONTRACT.md timeline).
  app.set('query parser', 'extended');
  // The site's servers name the visitor they act for (X-Forwarded-For): the limits count visitors, not the site.
  app.set('trust proxy', settings.trustProxy);

  // First: every answer gets its line, with the caller's request id.
  app.use(requestLogging());
  app.use(allowedHosts(settings.allowedHosts));
  app.use(securityHeaders(settings.publicBaseUrl));

  app.get('/healthz', (_req, res) => {
    const row = db.prepare('SELECT COUNT(*) AS migrations FROM schema_migrations').get() as { migrations: number };
    res.json({ status: 'ok', service: 'provider-sandbox', mode: settings.mode, migrations: row.migrations });
  });

  app.use(corsForOrigins(settings.allowedOrigins));
  const faults = new InjectedFaults();
  // Fault injection (CONTRACT.md "Controls") answers before any route, and never in production.
  if (settings.mode !== 'production') app.use(injectFaults(faults, db, context.clock));
  app.use(assetRoutes(context));
  app.use(REPORTER_PATHS, reporterBodyParsers());
  app.use(express.json({ limit: '256kb' }));
  app.use(express.urlencoded({ extended: true, limit: '256kb' }));

  app.use(authRoutes(context));
  app.use(passwordRoutes(context));
  app.use(userRoutes(context));
  app.use(cardRoutes(context));
  app.use(shopRoutes(context));
  app.use(userInformationRoutes(context));
  app.use(uploadRoutes(context));
  app.use(receiptRoutes(context));
  app.use(v2ReceiptRoutes(context));
  app.use(codeRoutes(context));
  app.use(timelineRoutes(context));
  app.use(offerRoutes(context));
  app.use(supportRoutes(context));
  app.use(noticeRoutes(context));
  app.use(potRoutes(context));
  app.use(promoRoutes(context));
  if (settings.mode !== 'production')
    app.use('/__sandbox', controlGuard(settings), faultControlRoutes(faults), controlRoutes(context));

  app.use(unknownRoute);
  app.use(jsonErrors);
  return app;
}
