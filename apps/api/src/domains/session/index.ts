/**
 * The session domain's public surface (issue 18): who is behind a caller whose session was switched into an enterprise
 * (changeToCompany), for the enterprise archive's binding operations (`/personal/company/*`). Its handlers are
 * registered through `./handlers.ts`.
 */
export { originUserOf, type SessionSwitch, sessionSwitchOf } from './me/session-switch';
/** The dictionary and industry code that define the construction area (the demo seed fills the dictionary and a company in it). */
export { CONSTRUCTION_AREA_DICT, CONSTRUCTION_INDUSTRY } from './me/is-construction-area';
