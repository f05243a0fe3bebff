/**
 * The policy blocks of the public home (seeds 000 §2 /page/home: carousel, hot policies,
 * statistics), loaded with `loadPolicyHomeBlocks()` in their own chunk.
 */
import '@mantine/core/styles/Skeleton.css';

export { HomePolicyCarousel, slideImageSrc, type HomePolicyCarouselProps } from './home-policy-carousel';
export { HomeCarousel, HomeCarouselSkeleton, CAROUSEL_INTERVAL_MS, type HomeCarouselProps, type HomeCarouselSlide } from './home-carousel';
export { HomeHotPolicies, type HomeHotPoliciesProps } from './home-hot-policies';
export { HomePolicyStatistics } from './home-policy-statistics';
