/** The staff account every local-mode database starts with (also printed by `npm run dev`). */
export const DEMO_ACCOUNT = {
  uid: 'demo-user',
  email: 'demo@example.com',
  password: 'demo1234',
} as const;
