import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Cadeau', 'shop-gift', kit);
