/** The appeal blocks of the public home, loaded lazily with `loadAppealHomeBlocks()` (a small chunk of their own). */
export { HomeMyAppeal, type HomeMyAppealProps } from './home/home-my-appeal';
