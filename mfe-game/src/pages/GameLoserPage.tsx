import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Dommage', 'game-loser', kit);
