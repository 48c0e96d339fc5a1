import { pendingPage } from 'shared-ui';
import { kit } from '../app/kit';

export default pendingPage('Comment participer ?', 'how-to-participate', kit);
