import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Commander : récapitulatif', 'shop-order-summary', kit);
