import { Router } from 'express';
import Joi from 'joi';
import { findUserByEmail } from '../auth/users';
import type { SandboxContext } from '../context';
import { notFound } from '../http/errors';
import { validParams } from '../http/params';
import { PRODUCTS } from '../seed/products';
import { addSentReceipts, type FixtureReceiptStatus } from './receipt-fixtures';

const receiptsSchema = Joi.object<{ statuses: FixtureReceiptStatus[]; eans: string[] }>({
  statuses: Joi.array()
    .items(Joi.string().valid('pending', 'accepted', 'rejected'))
    .min(1)
    .max(20)
    .required(),
  eans: Joi.array()
    .items(Joi.string().valid(...PRODUCTS.map((product) => product.ean)))
    .min(1)
    .max(10)
    .default(PRODUCTS.slice(0, 1).map((product) => product.ean)),
});

/**
 * Controls that put a user in a state the QA shell's personas need (development and test only,
 * mounted under /__sandbox with the other controls).
 */
export function personaControlRoutes({ db, clock }: Pick<SandboxContext, 'db' | 'clock'>): Router {
  const router = Router();

  router.post('/users/:email/receipts', (req, res) => {
    const params = validParams(receiptsSchema, req);
    const user = findUserByEmail(db, req.params.email as string);
    if (!user) throw notFound(`user ${req.params.email}`);
    res.status(201).json(addSentReceipts(db, user.id, params.statuses, params.eans, clock()));
  });

  return router;
}
