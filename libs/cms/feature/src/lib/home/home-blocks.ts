/**
 * The news home block, loaded on demand with `loadCmsHomeBlocks()` (not part of the home page's
 * first load). The Mantine styles it needs beyond the shell's load with it.
 */
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Skeleton.css';

export { HomeNewsBlock, type HomeNewsBlockProps } from './home-news-block';
