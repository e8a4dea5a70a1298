// What the app shell uses from the mentions area (its pages load lazily from routes.tsx).
export { useMentionsCount } from './hooks/use-mentions-count';
// What the app plugs into a customer's timeline: the member's mentions about the customer.
export { MentionsAboutCustomer } from './components/mentions-about-customer';
