import { buildAll } from './stack';

buildAll();
