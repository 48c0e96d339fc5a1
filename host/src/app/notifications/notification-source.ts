/**
 * Spec §3 Notification: time, text, class — "currently hard-coded sample data with a 2 s fake
 * delay". This module is the only source of notifications: a real feed replaces `loadNotifications`.
 */
export const NOTIFICATION_FAKE_DELAY_MS = 2_000;

export type NotificationClass = 'info' | 'success' | 'warning';

export interface SiteNotification {
  time: string;
  text: string;
  class: NotificationClass;
}

const SAMPLE_NOTIFICATIONS: SiteNotification[] = [
  {
    time: '2025-10-14T09:12:00+02:00',
    text: 'Votre preuve d’achat a été validée : 12 étoiles ont été ajoutées à votre solde.',
    class: 'success',
  },
  {
    time: '2025-10-12T18:40:00+02:00',
    text: 'Nouveau dans La Grande Boutique : le casque audio Star Academy est disponible.',
    class: 'info',
  },
  {
    time: '2025-10-09T11:05:00+02:00',
    text: 'Votre commande a été expédiée, elle arrivera sous 5 à 7 jours ouvrés.',
    class: 'info',
  },
  {
    time: '2025-10-03T08:30:00+02:00',
    text: 'Une photo de ticket était illisible : déclarez à nouveau cet achat pour recevoir vos étoiles.',
    class: 'warning',
  },
];

export function loadNotifications(
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<SiteNotification[]> {
  return wait(NOTIFICATION_FAKE_DELAY_MS).then(() => SAMPLE_NOTIFICATIONS.map((notification) => ({ ...notification })));
}
