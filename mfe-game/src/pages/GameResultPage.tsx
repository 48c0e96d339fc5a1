import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Résultat', 'game-result', kit);
