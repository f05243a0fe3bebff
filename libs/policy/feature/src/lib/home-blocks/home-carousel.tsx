import '@mantine/core/styles/Skeleton.css';

import { Skeleton, UnstyledButton } from '@mantine/core';
import { AppLink } from '@qifu/ui';
import { useEffect, useState, type ReactNode } from 'react';

import classes from './home-carousel.module.css';

/** Time a slide stays before the next one shows (ms). */
export const CAROUSEL_INTERVAL_MS = 5000;

/** A slide as the home carousel shows it. */
export interface HomeCarouselSlide {
  id: string;
  title: string;
  /** Address of the image (already resolved); a designed banner with the title when null or broken. */
  imageSrc: string | null;
  /** Where a click goes: an in-app path (`/page/…`) or an external address (new tab); none when null. */
  href: string | null;
}

/** Props of {@link HomeCarousel}. */
export interface HomeCarouselProps {
  slides: readonly HomeCarouselSlide[];
  /** The carousel's accessible name, 轮播图 by default. */
  label?: string;
}

/**
 * A slide's image or designed fallback. The first slide's image is the page's largest paint: it
 * loads at high priority, before the other images of the page (issue 14, first paint).
 */
function SlideBody({ slide, first }: { slide: HomeCarouselSlide; first: boolean }) {
  const [broken, setBroken] = useState(false);
  if (!slide.imageSrc || broken) return <div className={classes.fallback}>{slide.title}</div>;
  return (
    <>
      <img
        className={classes.image}
        src={slide.imageSrc}
        alt={slide.title}
        fetchPriority={first ? 'high' : 'low'}
        onError={() => setBroken(true)}
      />
      <div className={classes.caption} aria-hidden="true">
        {slide.title}
      </div>
    </>
  );
}

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The home page's banner carousel (seeds 000 §2 /page/home "carousel"): one slide at a time, the
 * next every {@link CAROUSEL_INTERVAL_MS} ms — paused while the pointer or the keyboard focus is
 * inside and when the user prefers reduced motion; 上一张 / 下一张 buttons and one dot per slide
 * (第N张). A slide with a target is a link named by its title (in-app paths navigate inside the
 * app, external addresses open a new tab).
 */
export function HomeCarousel({ slides, label = '轮播图' }: HomeCarouselProps) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const current = count === 0 ? 0 : active % count;

  useEffect(() => {
    if (count < 2 || paused || reducedMotion()) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const go = (index: number) => setActive((index + count) % count);
  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {slides.map((slide, index) => {
        const hidden = index !== current;
        const common = {
          className: classes.slide,
          hidden,
          'aria-roledescription': 'slide',
          'aria-label': `${index + 1} / ${count}`,
        } as const;
        let body: ReactNode = <SlideBody slide={slide} first={index === 0} />;
        if (slide.href && /^https?:\/\//i.test(slide.href)) {
          body = (
            <a href={slide.href} target="_blank" rel="noopener noreferrer" className={classes.slide} title={slide.title} aria-label={slide.title}>
              {body}
            </a>
          );
        } else if (slide.href) {
          body = (
            <AppLink href={slide.href} className={classes.slide} title={slide.title} aria-label={slide.title}>
              {body}
            </AppLink>
          );
        }
        return (
          <div key={slide.id} role="group" {...common}>
            {body}
          </div>
        );
      })}
      {count > 1 ? (
        <>
          <UnstyledButton className={`${classes.arrow} ${classes.prev}`} aria-label="上一张" onClick={() => go(current - 1)}>
            ‹
          </UnstyledButton>
          <UnstyledButton className={`${classes.arrow} ${classes.next}`} aria-label="下一张" onClick={() => go(current + 1)}>
            ›
          </UnstyledButton>
          <div className={classes.dots}>
            {slides.map((slide, index) => (
              <UnstyledButton
                key={slide.id}
                className={classes.dot}
                aria-label={`第${index + 1}张`}
                aria-current={index === current}
                onClick={() => go(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

/** The carousel's place while its slides load. */
export function HomeCarouselSkeleton() {
  return <Skeleton className={classes.root} aria-busy="true" role="status" aria-label="加载中" />;
}
