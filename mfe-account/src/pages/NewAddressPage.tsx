import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Nouvelle adresse', 'profile-addresses-new', kit);
