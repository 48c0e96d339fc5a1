import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Tirage au sort', 'game-1-jslots', kit);
