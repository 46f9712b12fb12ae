import { routeSweep } from './routeSweep';

routeSweep(390, 844);
