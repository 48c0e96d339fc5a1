import { withLock } from './lock';
import { buildAll } from './stack';

void withLock('stack', buildAll);
