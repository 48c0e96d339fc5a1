import type { LegalIdentity } from 'shared-kit';

/**
 * The game's legal line. Playing needs a unique code from a participating pack and a proof of purchase, so the game is
 * not « sans obligation d'achat »: the footer and the legal notices say what the game really asks.
 */
export const GAME_LEGAL_LINE =
  'Jeu avec obligation d\u2019achat\u00a0: pour jouer, un code unique présent dans les paquets participants et une preuve d\u2019achat sont nécessaires. Jeu réservé aux personnes majeures résidant en France métropolitaine.';

/** What the legal notices show when the server sent no legal identity (a /config.json of an older server). */
export const UNCONFIGURED_LEGAL_IDENTITY: LegalIdentity = {
  publisher: {
    name: 'l\u2019éditeur du programme',
    address: 'adresse communiquée sur demande',
    registration: 'immatriculation communiquée sur demande',
    director: 'la direction de la publication de l\u2019éditeur',
    email: 'la page Contact',
  },
  host: {
    name: 'l\u2019hébergeur du site',
    address: 'adresse communiquée sur demande',
    phone: 'communiqué sur demande',
  },
};
