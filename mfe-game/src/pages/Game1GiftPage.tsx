import { pendingPage } from 'shared-ui';
import { kit } from '../kit';

export default pendingPage('Votre Cadeau', 'game-1-your-gift', kit);
