import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Réinitialiser son mot de passe', 'reset-password', kit);
