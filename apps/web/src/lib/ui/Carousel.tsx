import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import Fade from 'embla-carousel-fade';
import { usePrefersReducedMotion } from '../useMediaQuery';
import styles from './Carousel.module.css';

export interface CarouselProps {
  /** Names the carousel for screen readers; `labelledBy` (a visible title's id) wins when given. */
  label: string;
  labelledBy?: string;
  slides: ReactNode[];
  /**
   * `multi`: several slides side by side, fewer on narrower screens (§2.2: 3 wide, stepping down at the slider
   * breakpoints 1920, 1600, 1024, 825); `fade`: one slide at a time that fades into the next (§9 mega slider);
   * `fixed`: `perView` slides side by side, the caller choosing how many for the screen.
   */
  variant: 'multi' | 'fade' | 'fixed';
  /** With `fixed`: how many slides are in view at once. */
  perView?: number;
}

/**
 * The slides in view with `fixed`: from the selected one on, or the last `perView` ones at the end, where the
 * row cannot scroll further (every slide keeps its snap).
 */
function inView(index: number, selected: number, count: number, perView: number): boolean {
  const first = Math.max(0, Math.min(selected, count - perView));
  return index >= first && index < first + perView;
}

/**
 * A carousel after the WAI-ARIA pattern: a labelled region with aria-roledescription, slides as labelled groups,
 * previous/next buttons and one dot button per slide, the current one marked. Arrow keys on the dots move too.
 */
export function Carousel({ label, labelledBy, slides, variant, perView = 1 }: CarouselProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const plugins = useMemo(() => (variant === 'fade' ? [Fade()] : []), [variant]);
  // keepSnaps: a snap, and so a dot, for every slide, also where the last ones are all in view.
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'keepSnaps' }, plugins);
  const [selected, setSelected] = useState(0);
  const dotsRef = useRef<HTMLDivElement>(null);
  const slidesId = useId();
  const count = slides.length;
  // Slides out of sight are out of the tab order and the accessibility tree too.
  const hidden = (index: number): boolean =>
    variant === 'fade' ? index !== selected : variant === 'fixed' && !inView(index, selected, count, perView);

  useEffect(() => {
    if (!api) return;
    const sync = () => setSelected(api.selectedScrollSnap());
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  const goTo = useCallback(
    (index: number) => {
      const target = Math.min(count - 1, Math.max(0, index));
      // Without motion the slide changes at once: no sliding, no fading.
      api?.scrollTo(target, reducedMotion);
      setSelected(target);
      return target;
    },
    [api, count, reducedMotion],
  );

  const moveWithKeys = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: selected - 1,
      ArrowRight: selected + 1,
      Home: 0,
      End: count - 1,
    };
    const index = moves[event.key];
    if (index === undefined) return;
    event.preventDefault();
    const target = goTo(index);
    dotsRef.current?.querySelectorAll('button')[target]?.focus();
  };

  return (
    <section
      className={`${styles.carousel} ${styles[variant]}`}
      aria-roledescription="carousel"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      data-variant={variant}
      data-per-view={variant === 'fixed' ? perView : undefined}
      style={variant === 'fixed' ? ({ '--per-view': perView } as CSSProperties) : undefined}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} id={slidesId}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('common.carousel.slide', { index: index + 1, count })}
              inert={hidden(index)}
              data-slide={index + 1}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('common.carousel.previous')}
            aria-controls={slidesId}
            disabled={selected === 0}
            onClick={() => goTo(selected - 1)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 18l-6-6 6-6" />
            </svg>
          </button>
          <div
            className={styles.dots}
            role="group"
            aria-label={t('common.carousel.dots')}
            ref={dotsRef}
            onKeyDown={moveWithKeys}
          >
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={t('common.carousel.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                aria-controls={slidesId}
                tabIndex={index === selected ? 0 : -1}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('common.carousel.next')}
            aria-controls={slidesId}
            disabled={selected === count - 1}
            onClick={() => goTo(selected + 1)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 18l6-6-6-6" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
