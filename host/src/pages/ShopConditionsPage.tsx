import { pendingPage } from 'shared-ui';
import { kit } from '../app/kit';

export default pendingPage('Conditions de la Boutique', 'shop-conditions', kit);
