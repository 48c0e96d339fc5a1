import { pendingPage } from 'shared-ui';
import { kit } from '../app/kit';

export default pendingPage('Mentions Légales', 'legal-notices', kit);
