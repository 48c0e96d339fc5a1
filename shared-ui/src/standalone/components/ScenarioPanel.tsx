import { useId, useState } from 'react';
import type { Order } from 'shared-kit';
import { formatParisDate } from 'shared-ui/i18n';
import { useQa, useSessionUser } from '../qa-context';
import { useQaNow } from './use-qa-now';
import { gameWindow, offsetToClose, offsetToOpen, qaClock } from '../qa-clock';
import type { CodeOutcome, OrderStatus } from '../sandbox-controls';
import { Field, Outcome, PanelSection, Row } from './panel-styles';
import { useQaAction } from './use-qa-action';

const OUTCOMES: Record<CodeOutcome, string> = {
  win: 'gagnant',
  lose: 'perdant',
  already_won: 'déjà gagné',
  not_accessible: 'non accessible',
  expired: 'expiré',
};
const STATUSES: Record<OrderStatus, string> = { pending: 'en préparation', shipped: 'expédiée', delivered: 'livrée' };
const WINDOW = { upcoming: 'pas annoncé', teasing: 'annoncé', running: 'ouvert', discontinued: 'terminé' };

/** The sandbox's controls that matter to a remote's pages. */
export function ScenarioPanel() {
  const { controls, bus, kit, session, qaSession } = useQa();
  const user = useSessionUser();
  const id = useId();
  const now = useQaNow();
  const [stars, setStars] = useState(1000);
  const [outcome, setOutcome] = useState<CodeOutcome>('win');
  const [orders, setOrders] = useState<Order[]>([]);
  const [orderId, setOrderId] = useState<number | null>(null);
  const [status, setStatus] = useState<OrderStatus>('shipped');
  const { busy, message, error, run } = useQaAction();
  const game = qaSession.config.game;
  const disabled = busy !== null;
  const needsUser = disabled || !user;

  const refreshStars = () => {
    bus.emit('card:refresh', {});
    bus.emit('catalog:refresh', {});
  };

  return (
    <PanelSection aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Scénario</h3>
      <Row>
        <Field>
          <label htmlFor={`${id}-stars`}>Étoiles</label>
          <input
            id={`${id}-stars`}
            type="number"
            min={0}
            step={1}
            value={stars}
            onChange={(event) => setStars(Math.max(0, Math.trunc(Number(event.target.value) || 0)))}
          />
        </Field>
        <button
          type="button"
          disabled={needsUser}
          onClick={() =>
            void run('étoiles', async () => {
              if (!user) throw new Error('Choisissez d’abord un persona connecté.');
              await controls.setStars(user.email, stars);
              refreshStars();
              return `${stars} étoiles.`;
            })
          }
        >
          Fixer les étoiles
        </button>
      </Row>
      <Row>
        <Field>
          <label htmlFor={`${id}-outcome`}>Code</label>
          <select
            id={`${id}-outcome`}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value as CodeOutcome)}
          >
            {(Object.keys(OUTCOMES) as CodeOutcome[]).map((key) => (
              <option key={key} value={key}>
                {OUTCOMES[key]}
              </option>
            ))}
          </select>
        </Field>
        <button
          type="button"
          disabled={disabled}
          onClick={() =>
            void run('code', async () => `Code ${OUTCOMES[outcome]} : ${(await controls.mintCode(outcome)).code}`)
          }
        >
          Créer le code
        </button>
        <button
          type="button"
          disabled={disabled}
          onClick={() =>
            void run('preuves', async () => {
              const settled = await controls.settleReceipts();
              refreshStars();
              return `${settled} preuve(s) d'achat traitée(s).`;
            })
          }
        >
          Traiter les preuves maintenant
        </button>
      </Row>
      <Row>
        <button
          type="button"
          disabled={needsUser}
          onClick={() =>
            void run('commandes', async () => {
              const all = await kit.getAllOrders();
              setOrders(all);
              setOrderId(all[0]?.id ?? null);
              return `${all.length} commande(s).`;
            })
          }
        >
          Lire les commandes
        </button>
        <Field>
          <label htmlFor={`${id}-order`}>Commande</label>
          <select
            id={`${id}-order`}
            value={orderId ?? ''}
            disabled={orders.length === 0}
            onChange={(event) => setOrderId(Number(event.target.value))}
          >
            {orders.map((order) => (
              <option key={order.id} value={order.id}>
                n° {order.id} · {order.name} · {STATUSES[order.status]}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={`${id}-status`}>Statut</label>
          <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as OrderStatus)}>
            {(Object.keys(STATUSES) as OrderStatus[]).map((key) => (
              <option key={key} value={key}>
                {STATUSES[key]}
              </option>
            ))}
          </select>
        </Field>
        <button
          type="button"
          disabled={disabled || orderId === null}
          onClick={() =>
            void run('statut', async () => {
              if (orderId === null) throw new Error('Aucune commande choisie.');
              await controls.setOrderStatus(orderId, status);
              setOrders(await kit.getAllOrders());
              return `Commande n° ${orderId} ${STATUSES[status]}.`;
            })
          }
        >
          Changer le statut
        </button>
      </Row>
      <Row>
        <Outcome data-testid="qa-game-window">
          Heure QA : {formatParisDate(now, 'numeric')} · jeu {WINDOW[gameWindow(game, now)]}
        </Outcome>
        <button type="button" disabled={disabled} onClick={() => qaClock.setOffset(offsetToOpen(game, Date.now()))}>
          Ouvrir le jeu
        </button>
        <button type="button" disabled={disabled} onClick={() => qaClock.setOffset(offsetToClose(game, Date.now()))}>
          Fermer le jeu
        </button>
        <button type="button" disabled={disabled || qaClock.offset() === 0} onClick={() => qaClock.setOffset(0)}>
          Heure réelle
        </button>
      </Row>
      <Row>
        <button
          type="button"
          disabled={disabled}
          onClick={() =>
            void run('reset', async () => {
              await controls.reset();
              if (session.isLoggedIn) await session.logout();
              setOrders([]);
              setOrderId(null);
              qaClock.setOffset(0);
              return 'Bac à sable remis à zéro, session fermée.';
            })
          }
        >
          Tout remettre à zéro
        </button>
      </Row>
      <div aria-live="polite">
        {busy ? <Outcome>En cours : {busy}…</Outcome> : null}
        {message ? <Outcome data-testid="qa-scenario-result">{message}</Outcome> : null}
        {error ? (
          <Outcome error role="alert">
            {error}
          </Outcome>
        ) : null}
      </div>
    </PanelSection>
  );
}
