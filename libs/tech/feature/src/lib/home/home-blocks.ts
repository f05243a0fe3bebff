/**
 * The technology home block, loaded on demand with `loadTechHomeBlocks()` (not part of the home
 * page's first load).
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';

export { HomeTechBlock, type HomeTechBlockProps } from './home-tech-block';
