import { Router } from 'express';
import Joi from 'joi';
import { orderUserInformations } from '../addresses/user-information-fields';
import { cardJson } from '../card/stars';
import type { SandboxContext } from '../context';
import { invalidParameter } from '../http/errors';
import { validParams } from '../http/params';
import { currentUser, requireUser } from '../http/require-user';
import { requirePartner } from '../auth/partner';
import { catalogsJson } from './catalog';
import { cancelNextGoal, couponIdentifierOfReward, nextGoalJson, selectNextGoal } from './next-goal';
import { buyCoupon, cancelBuy, listEarnedCoupons, listOrders, orderGoody, resellCoupon } from './purchases';

const couponSchema = Joi.object<{ coupon_identifier: string }>({ coupon_identifier: Joi.string().required() });
const earnedSchema = Joi.object<{ earned_coupon_identifier: string }>({
  earned_coupon_identifier: Joi.string().required(),
});
const resellSchema = Joi.object<{ earned_coupon_identifier: string; as: 'points' | 'fidzs' }>({
  earned_coupon_identifier: Joi.string().required(),
  as: Joi.string().valid('points', 'fidzs').required(),
});
const goalSchema = Joi.object<{ coupon_identifier?: string; reward_id?: number }>({
  coupon_identifier: Joi.string(),
  reward_id: Joi.number().integer(),
});
const orderSchema = Joi.object<{
  coupon_identifier: string;
  user_informations: Record<string, unknown>;
  order_reference?: string;
}>({
  coupon_identifier: Joi.string().required(),
  user_informations: orderUserInformations.required(),
  // The basket order this unit belongs to (an addition of this sandbox: CONTRACT.md « Shop »).
  order_reference: Joi.string().trim().max(64),
});

/** Catalogue, shop cart and orders (SHOP-CATALOG-1 fidmarquesv3 shop calls). */
export function shopRoutes({ db, settings, clock }: SandboxContext): Router {
  const router = Router();
  const userOnly = requireUser(db, clock);
  const base = settings.publicBaseUrl;

  router.get('/api/fidmarquesv3/shopv3', userOnly, (_req, res) => {
    res.json(catalogsJson(db, base));
  });
  router.post('/api/fidmarquesv3/card_catalog', userOnly, (_req, res) => {
    res.json(catalogsJson(db, base));
  });

  // The logged-out shop view (GUARD-3) shows the real goodies: a partner read (client_id),
  // no user token. Stock and prices only; buying still needs a user.
  router.get('/api/fidmarquesv3/public_catalog', (req, res) => {
    requirePartner(db, req);
    res.json(catalogsJson(db, base));
  });

  // The deprecated getRewards (SHOP-COUPON-1): the goodies as rewards, with the numeric id of SHOP-COUPON-1.
  router.post('/api/fidmarques/v1/sdk/rewards', userOnly, (_req, res) => {
    const ids = new Map(
      (db.prepare('SELECT rowid AS id, identifier FROM coupons').all() as { id: number; identifier: string }[]).map(
        (row) => [row.identifier, row.id],
      ),
    );
    const coupons = catalogsJson(db, base).catalogs.flatMap((catalog) => catalog.coupons);
    res.json({ rewards: coupons.map((coupon) => ({ id: ids.get(coupon.identifier), ...coupon })) });
  });

  router.post('/api/fidmarquesv3/shop_cart/buy', userOnly, (req, res) => {
    const { coupon_identifier } = validParams(couponSchema, req);
    const userId = currentUser(res).id;
    const earned = buyCoupon(db, userId, coupon_identifier, clock());
    res.json({ earned_coupon: earned, card: cardJson(db, userId) });
  });

  router.post('/api/fidmarquesv3/shop_cart/cancel_buy', userOnly, (req, res) => {
    const { earned_coupon_identifier } = validParams(earnedSchema, req);
    const userId = currentUser(res).id;
    cancelBuy(db, userId, earned_coupon_identifier);
    res.json({ card: cardJson(db, userId) });
  });

  router.post('/api/fidmarquesv3/shop_cart/select_next_goal', userOnly, (req, res) => {
    const params = validParams(goalSchema, req);
    const userId = currentUser(res).id;
    if (params.coupon_identifier === undefined && params.reward_id === undefined)
      throw invalidParameter('coupon_identifier', 'blank');
    // The deprecated selectTargetReward knows a goody by its numeric reward id (SHOP-COUPON-1).
    const identifier = params.coupon_identifier ?? couponIdentifierOfReward(db, params.reward_id ?? 0) ?? '';
    selectNextGoal(db, userId, identifier, clock());
    res.json({ next_goal: nextGoalJson(db, base, userId), card: cardJson(db, userId) });
  });

  router.post('/api/fidmarquesv3/shop_cart/cancel_next_goal', userOnly, (req, res) => {
    const { coupon_identifier } = validParams(couponSchema, req);
    const userId = currentUser(res).id;
    cancelNextGoal(db, userId, coupon_identifier);
    res.json({ next_goal: null, card: cardJson(db, userId) });
  });

  router.post('/api/fidmarquesv3/shop_cart/resell', userOnly, (req, res) => {
    const params = validParams(resellSchema, req);
    const userId = currentUser(res).id;
    const earned = resellCoupon(db, userId, params.earned_coupon_identifier, params.as, clock());
    res.json({ earned_coupon: earned, card: cardJson(db, userId) });
  });

  router.post('/api/fidmarquesv3/shop_cart/order_goody', userOnly, (req, res) => {
    const params = validParams(orderSchema, req);
    const userId = currentUser(res).id;
    const order = orderGoody(
      db,
      base,
      userId,
      params.coupon_identifier,
      params.user_informations,
      clock(),
      params.order_reference ?? null,
    );
    res.status(201).json({ order, card: cardJson(db, userId) });
  });

  router.get('/api/kitv4/all_orders', userOnly, (_req, res) => {
    res.json({ orders: listOrders(db, base, currentUser(res).id) });
  });

  router.get('/api/fidmarquesv3/earned_coupons', userOnly, (_req, res) => {
    res.json({ earned_coupons: listEarnedCoupons(db, currentUser(res).id) });
  });

  return router;
}
