/**
 * The game's legal line. Playing needs a unique code from a participating pack and a proof of purchase, so the game is
 * not « sans obligation d'achat »: the footer and the legal notices say what the game really asks.
 */
export const GAME_LEGAL_LINE =
  'Jeu avec obligation d\u2019achat\u00a0: pour jouer, un code unique présent dans les paquets participants et une preuve d\u2019achat sont nécessaires. Jeu réservé aux personnes majeures résidant en France métropolitaine.';
