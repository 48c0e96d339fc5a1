import { pendingPage } from 'shared-ui';
import { kit } from '../app/kit';

export default pendingPage('Bienvenue sur La Grande Boutique', 'index', kit);
