import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit';
import { PageHeading } from 'shared-ui';
import { Prose } from './parts/Prose';

/** Conditions de la Boutique (ROUTE-1). */
export default function ShopConditionsPage() {
  return (
    <Prose data-testid="shop-conditions" aria-labelledby="conditions-title">
      <PageHeading id="conditions-title">Conditions de la Boutique</PageHeading>
      <p className="updated">En vigueur au 1er septembre 2025</p>

      <h2>Article 1 – Objet</h2>
      <p>
        La Grande Boutique permet aux membres du programme de fidélité d’échanger les étoiles gagnées grâce à leurs
        achats contre des cadeaux. Les présentes conditions s’appliquent à toute commande passée sur le site.
      </p>

      <h2>Article 2 – Accès</h2>
      <p>
        La boutique est réservée aux personnes majeures résidant en France métropolitaine et titulaires d’un compte.
        Sans compte, vous pouvez découvrir les cadeaux dans la{' '}
        <Link to={ROUTE_PATHS['shop-limited']}>vitrine de la boutique</Link>.
      </p>

      <h2>Article 3 – Les étoiles</h2>
      <p>
        Les étoiles s’obtiennent en déclarant l’achat de{' '}
        <Link to={ROUTE_PATHS['eligible-products']}>produits éligibles</Link> au moyen d’une photo ou d’un fichier du
        ticket de caisse (JPG, JPEG, PNG ou PDF, 8&nbsp;Mo au total). Elles sont créditées après validation du ticket.
        Les étoiles sont personnelles, ne peuvent être ni cédées ni échangées contre de l’argent.
      </p>

      <h2>Article 4 – Commande</h2>
      <p>
        Un cadeau peut être ajouté au panier lorsque le total du panier, cadeau compris, ne dépasse pas le solde
        d’étoiles disponible. Chaque cadeau est commandé séparément&nbsp;: si une partie seulement de la commande
        aboutit, les cadeaux non commandés restent dans le panier et les étoiles correspondantes ne sont pas débitées.
      </p>

      <h2>Article 5 – Livraison</h2>
      <p>
        Les cadeaux sont livrés gratuitement à l’adresse indiquée lors de la commande, en France métropolitaine, sous 4
        à 6 semaines, dans la limite des stocks disponibles. Le suivi des commandes est disponible dans «&nbsp;Mon
        historique &nbsp;».
      </p>

      <h2>Article 6 – Réclamations</h2>
      <p>
        Toute réclamation (colis endommagé, cadeau manquant, étoiles non créditées) est à adresser depuis la page{' '}
        <Link to={ROUTE_PATHS.contact}>Contact</Link> dans un délai de 30 jours suivant la livraison ou la déclaration.
      </p>

      <h2>Article 7 – Évolution du programme</h2>
      <p>
        L’organisateur peut faire évoluer le catalogue de cadeaux et le nombre d’étoiles nécessaires. Les commandes déjà
        validées restent honorées aux conditions en vigueur au moment de la commande.
      </p>
    </Prose>
  );
}
