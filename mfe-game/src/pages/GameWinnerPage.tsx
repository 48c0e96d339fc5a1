import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Bravo !', 'game-winner', kit);
