import { routeSweep } from './routeSweep';

routeSweep(1440, 900);
