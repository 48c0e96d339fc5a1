import { Router } from 'express';
import Joi from 'joi';
import type { SandboxContext } from '../context';
import { invalidParameter, notFound } from '../http/errors';
import { validParams } from '../http/params';
import { currentUser, requireUser } from '../http/require-user';
import { isValidIban } from './iban';
import { forgetPaymentInformation, potJson, potRefunds, transferPot } from './pot';
import { freeLine } from '../http/free-text';

const refundsSchema = Joi.object<{ transfer_payment_id: number }>({
  transfer_payment_id: Joi.number().integer().required(),
});
const transferSchema = Joi.object<{
  first_name?: string;
  last_name?: string;
  iban?: string;
  email?: string;
  remember_information: boolean;
}>({
  first_name: freeLine().trim().max(100),
  last_name: freeLine().trim().max(100),
  iban: Joi.string().trim().max(50),
  email: Joi.string().trim().email({ tlds: false }),
  remember_information: Joi.boolean().strict().required(),
});

/** The cash pot and its transfers (KIT-8 potv2, pot_refunds, transfer, forget_payment_informations). */
export function potRoutes({ db, clock }: SandboxContext): Router {
  const router = Router();
  const userOnly = requireUser(db, clock);

  const pot = (paths: string[]) =>
    router.all(paths, userOnly, (_req, res) => {
      res.json(potJson(db, currentUser(res).id));
    });
  pot(['/api/fidmarques/v3/pot', '/api/kitv4/potv2']);

  router.all(['/api/fidmarques/v3/pot_refunds', '/api/kitv4/pot_refunds'], userOnly, (req, res) => {
    const { transfer_payment_id } = validParams(refundsSchema, req);
    const refunds = potRefunds(db, currentUser(res).id, transfer_payment_id);
    if (!refunds) throw notFound(`transfer payment ${transfer_payment_id}`);
    res.json(refunds);
  });

  router.post('/api/kitv4/transfer', userOnly, (req, res) => {
    const params = validParams(transferSchema, req);
    const givesAny = params.first_name || params.last_name || params.iban || params.email;
    if (givesAny) {
      if (!params.first_name) throw invalidParameter('first_name', 'blank');
      if (!params.last_name) throw invalidParameter('last_name', 'blank');
      if (!params.iban && !params.email) throw invalidParameter('iban', 'blank');
      if (params.iban && !isValidIban(params.iban)) throw invalidParameter('iban', 'wrong_format');
    }
    const given = givesAny
      ? {
          first_name: params.first_name ?? '',
          last_name: params.last_name ?? '',
          iban: params.iban?.replace(/\s+/g, '').toUpperCase() ?? null,
          email: params.email ?? null,
        }
      : null;
    const transfer = transferPot(db, currentUser(res).id, given, params.remember_information, clock());
    res.status(201).json({ transfer_payment: transfer });
  });

  router.post('/api/kitv4/forget_payment_informations', userOnly, (_req, res) => {
    res.json({ forgotten: forgetPaymentInformation(db, currentUser(res).id) });
  });

  return router;
}
