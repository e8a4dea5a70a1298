// 個人情報の開示・消去, lazy-loaded by the router (管理者 only).
export { PrivacyPage } from './components/privacy-page';
