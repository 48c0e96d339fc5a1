import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Panier', 'shop-basket', kit);
