/** French messages of the shop errors (SHOP-ORDER-2 kit codes not_buyable, not_enough_points, not_cancelable). */
export const SHOP_MESSAGES = {
  not_buyable: 'Ce cadeau n’est plus disponible.',
  not_enough_points: 'Vous n’avez pas assez d’étoiles pour ce cadeau.',
  not_cancelable: 'Cet achat ne peut plus être annulé.',
  not_resellable: 'Ce cadeau ne peut pas être revendu de cette façon.',
  not_next_goal: 'Ce cadeau n’est pas votre prochain objectif.',
} as const;
