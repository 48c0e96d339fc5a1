import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Le Jeu', 'game', kit);
