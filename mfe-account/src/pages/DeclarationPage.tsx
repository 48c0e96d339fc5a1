import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage("Ma preuve d'achat", 'profile-history-declaration', kit);
