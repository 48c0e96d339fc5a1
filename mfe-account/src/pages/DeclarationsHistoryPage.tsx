import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage("Mes preuves d'achats", 'profile-history-declarations', kit);
