import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Se connecter', 'auth-login', kit);
