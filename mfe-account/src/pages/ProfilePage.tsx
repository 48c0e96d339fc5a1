import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Mon compte', 'profile', kit);
