import { pendingPage } from 'shared-ui';
import { kit } from '../app/kit';

export default pendingPage('La Grande Boutique en images', 'show', kit);
