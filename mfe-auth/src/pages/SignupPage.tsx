import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage("S'inscrire", 'auth-signup', kit);
