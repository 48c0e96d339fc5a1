import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Connexion et sécurité', 'profile-security', kit);
