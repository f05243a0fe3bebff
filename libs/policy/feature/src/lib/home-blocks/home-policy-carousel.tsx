import { usePolicyCarousel } from '@qifu/policy-data-access';
import { api } from '@qifu/session';
import { type ReactNode } from 'react';

import { HomeCarousel, HomeCarouselSkeleton, type HomeCarouselSlide } from './home-carousel';

/**
 * The address of a slide image: a web-app address (`/banners/…`) or an `http(s)://` address as it
 * is, an uploaded file's `filePath` through the download operation (/files/dowload).
 */
export function slideImageSrc(filePath: string | null | undefined): string | null {
  if (!filePath) return null;
  if (filePath.startsWith('/') || /^https?:\/\//i.test(filePath)) return filePath;
  return api.url('/files/dowload', { filePath });
}

/** Props of {@link HomePolicyCarousel}. */
export interface HomePolicyCarouselProps {
  /** Slides shown before the policy slides (the home configuration's carousel, 首页配置). */
  leadingSlides?: readonly HomeCarouselSlide[];
  /** Shown when there is no slide at all (a static banner). */
  empty?: ReactNode;
}

/**
 * The home page's carousel (seeds 000 §2 /page/home; 001 §7 "/policy/doc/* (public): carousel"):
 * the `leadingSlides` the home configuration gives, then the policy service slides on the shelf by
 * sort (`listPolicyCarousel`). While the policy slides load a skeleton shows (or the leading
 * slides at once); when that call fails only the leading slides show.
 */
export function HomePolicyCarousel({ leadingSlides = [], empty = null }: HomePolicyCarouselProps) {
  const query = usePolicyCarousel();
  if (query.isPending && leadingSlides.length === 0) return <HomeCarouselSkeleton />;
  const policySlides: HomeCarouselSlide[] = (query.data ?? []).map((s) => ({
    id: s.id,
    title: s.title,
    imageSrc: slideImageSrc(s.filePath),
    href: s.linkUrl ?? null,
  }));
  const slides = [...leadingSlides, ...policySlides];
  if (slides.length === 0) return <>{empty}</>;
  return <HomeCarousel slides={slides} />;
}
