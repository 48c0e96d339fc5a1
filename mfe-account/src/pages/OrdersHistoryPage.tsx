import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Mes commandes', 'profile-history-orders', kit);
