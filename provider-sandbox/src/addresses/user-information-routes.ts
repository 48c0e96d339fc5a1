import { Router, type Request } from 'express';
import Joi from 'joi';
import type { SandboxContext } from '../context';
import { invalidParameter, notFound } from '../http/errors';
import { validParams } from '../http/params';
import { currentUser, requireUser } from '../http/require-user';
import { userInformationFields } from './user-information-fields';
import {
  createUserInformation,
  deleteUserInformation,
  listUserInformations,
  makeDefaultUserInformation,
  updateUserInformation,
} from './user-informations';

const bodySchema = Joi.object<{ user_information: Record<string, unknown> }>({
  user_information: userInformationFields.min(1).required(),
});

/** KIT-3: update, delete and make-default need a numeric id. */
function numericId(req: Request): number {
  const id = Number(req.params.id);
  if (!Number.isInteger(id) || id <= 0) throw invalidParameter('id', 'wrong_type');
  return id;
}

/** The user's addresses (KIT-1 /api/kitv4/user_informations). */
export function userInformationRoutes({ db, clock }: SandboxContext): Router {
  const router = Router();
  router.use('/api/kitv4/user_informations', requireUser(db, clock));

  router.get('/api/kitv4/user_informations', (_req, res) => {
    res.json({ user_informations: listUserInformations(db, currentUser(res).id) });
  });

  router.post('/api/kitv4/user_informations', (req, res) => {
    const { user_information } = validParams(bodySchema, req);
    res
      .status(201)
      .json({ user_information: createUserInformation(db, currentUser(res).id, user_information, clock()) });
  });

  router.put('/api/kitv4/user_informations/:id', (req, res) => {
    const id = numericId(req);
    const { user_information } = validParams(bodySchema, req);
    const updated = updateUserInformation(db, currentUser(res).id, id, user_information);
    if (!updated) throw notFound(`user_information ${id}`);
    res.json({ user_information: updated });
  });

  router.post('/api/kitv4/user_informations/:id/delete', (req, res) => {
    const id = numericId(req);
    if (!deleteUserInformation(db, currentUser(res).id, id)) throw notFound(`user_information ${id}`);
    res.json({ deleted: true });
  });

  router.post('/api/kitv4/user_informations/:id/make_default', (req, res) => {
    const id = numericId(req);
    const updated = makeDefaultUserInformation(db, currentUser(res).id, id);
    if (!updated) throw notFound(`user_information ${id}`);
    res.json({ user_information: updated });
  });

  return router;
}
