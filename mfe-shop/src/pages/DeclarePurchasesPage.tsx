import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Déclarer mes achats', 'shop-declare', kit);
