import { qaPlaywrightConfig } from '../../scripts/qa/playwright-config';

/** This remote's journeys in its QA shell (`npm test -w mfe-auth`; see scripts/qa). */
export default qaPlaywrightConfig('auth');
