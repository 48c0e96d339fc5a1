import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Commander : informations', 'shop-order-informations', kit);
