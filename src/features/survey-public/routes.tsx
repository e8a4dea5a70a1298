// Page components the public router lazy-loads besides the survey page (public-routes.ts loads
// that one from its own module, so its first view does not carry the result page). Nothing here
// imports admin code or charts.
export { ResponsePage } from './components/response-page';
export { IdResolverPage } from './components/id-resolver-page';
