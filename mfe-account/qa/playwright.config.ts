import { qaPlaywrightConfig } from '../../scripts/qa/playwright-config';

/** This remote's journeys in its QA shell (`npm test -w mfe-account`; see scripts/qa). */
export default qaPlaywrightConfig('account');
