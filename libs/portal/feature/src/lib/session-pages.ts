/**
 * The session pages of the portal (seeds 000 §2), loaded lazily as one chunk through
 * `loadSessionPages()`: /zzd/login, /page/zzd/home and /header.
 */
export { ZzdLoginPage, ZZD_HOME_PATH, type ZzdLoginPageProps } from './zzd/zzd-login-page';
export { ZzdHomePage } from './zzd/zzd-home-page';
export { HeaderPage } from './zzd/header-page';
