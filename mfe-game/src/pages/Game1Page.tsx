import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Le Jeu', 'game-1', kit);
