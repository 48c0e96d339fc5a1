import { Router } from 'express';
import Joi from 'joi';
import { ORDER_REQUIRED_FIELDS } from '../addresses/user-information-fields';
import type { SandboxContext } from '../context';
import { invalidParameter, notFound } from '../http/errors';
import { validParams } from '../http/params';
import { currentUser, requireUser } from '../http/require-user';
import { isOwnReceipt } from '../receipts/receipt-owner';
import { storeTicket } from './tickets';
import { freeLine, freeText } from '../http/free-text';

const feedbackSchema = Joi.object<{ freetext: string; title?: string; version?: string; receipt_uuid?: string }>({
  freetext: freeText().trim().max(10_000).required(),
  title: freeLine().trim().max(200).allow(''),
  version: Joi.string().max(50).allow(''),
  receipt_uuid: Joi.string().max(100).allow('', null),
});
const contextSchema = Joi.object<{ context: string }>({ context: Joi.string().required() });

const OPTIONAL_ADDRESS_FIELDS = ['user_defined_identifier', 'address_2', 'optin_to_newsletter'];
/** Which user fields each context asks for: orders and game prizes ship to a person (ROUTE-1 winner form). */
const NEEDED_FIELDS: Record<string, { required: readonly string[]; optional: string[] }> = {
  order_goody: { required: ORDER_REQUIRED_FIELDS, optional: OPTIONAL_ADDRESS_FIELDS },
  game_participation: { required: ORDER_REQUIRED_FIELDS, optional: OPTIONAL_ADDRESS_FIELDS },
  profile: { required: ['first_name', 'last_name'], optional: ['title', 'phone'] },
};

/** Feedbacks (support tickets) and the fields needed for a context. */
export function supportRoutes({ db, clock }: SandboxContext): Router {
  const router = Router();
  const userOnly = requireUser(db, clock);

  // RECEIPT-5: createZendesk needs text.
  router.post('/api/fidmarques/v1/feedbacks', userOnly, (req, res) => {
    const params = validParams(feedbackSchema, req);
    const user = currentUser(res);
    // A ticket may only name the user's own receipt: support would otherwise open someone else's pictures.
    if (params.receipt_uuid && !isOwnReceipt(db, user.id, params.receipt_uuid)) {
      throw notFound(`receipt ${params.receipt_uuid}`);
    }
    const id = storeTicket(
      db,
      {
        userId: user.id,
        kind: 'feedback',
        title: params.title || null,
        freetext: params.freetext,
        version: params.version || null,
        receiptUuid: params.receipt_uuid || null,
      },
      clock(),
    );
    res.status(201).json({ ticket: { id } });
  });

  router.post('/api/fidmarquesv3/user/needed_fields_for_context', userOnly, (req, res) => {
    const { context } = validParams(contextSchema, req);
    // Own keys only: `constructor` or `__proto__` must read as unknown contexts, not as objects.
    const needed = Object.hasOwn(NEEDED_FIELDS, context) ? NEEDED_FIELDS[context] : undefined;
    if (!needed) throw invalidParameter('context', 'not_allowed', Object.keys(NEEDED_FIELDS));
    res.json({
      context,
      fields: [
        ...needed.required.map((name) => ({ name, required: true })),
        ...needed.optional.map((name) => ({ name, required: false })),
      ],
    });
  });

  return router;
}
