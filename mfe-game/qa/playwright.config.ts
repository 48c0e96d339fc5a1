import { qaPlaywrightConfig } from '../../scripts/qa/playwright-config';

/** This remote's journeys in its QA shell (`npm test -w mfe-game`; see scripts/qa). */
export default qaPlaywrightConfig('game');
