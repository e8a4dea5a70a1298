// The GTM area's public API. The generator is pure and usable without the screen.
export { buildGtmExport, type GtmExport } from './model/build-gtm-export';
export { checkGtmExport } from './model/check-export';
export type { GtmForm, GtmTagSet, CvStopMode } from './model/types';
