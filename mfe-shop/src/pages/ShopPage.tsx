import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('La Grande Boutique', 'shop', kit);
