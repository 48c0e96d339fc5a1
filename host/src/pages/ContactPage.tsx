import { pendingPage } from 'shared-ui';
import { kit } from '../app/kit';

export default pendingPage('Contact', 'contact', kit);
