/**
 * The market block of the home page (newest land and factory-building listings), loaded on demand
 * with `loadLandHomeBlocks()` so that the home's first load does not carry it.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';

export { HomeMarketBlock, type HomeMarketBlockProps } from './home/home-market-block';
