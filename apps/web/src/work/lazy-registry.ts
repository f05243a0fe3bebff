/**
 * The page registry behind one more dynamic import: the shell's route loader imports this tiny
 * module, so the list of the registry's dependencies (every domain's page loaders, query builders
 * and `PERM`) is written into this chunk rather than into the first load (`npm run size:home`).
 */
export const loadWorkRegistry = () => import('./registry');
