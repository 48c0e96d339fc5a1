import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Mes adresses', 'profile-addresses', kit);
