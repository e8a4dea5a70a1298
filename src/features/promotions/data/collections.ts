/** The spec's collection name, written once. */
export const PROMOTIONS = 'promotions';
