import { useId } from 'react';
import { snapshotSlidesToShow } from '@health-passport/domain';
import { Carousel, PlainList } from '../../lib/ui';
import type { SnapshotCategory, SnapshotSystem } from './api';
import { SubjectCard } from './SubjectCard';
import { useViewportWidth } from './useViewportWidth';
import styles from './SnapshotSystems.module.css';

/**
 * The snapshot's systems (Mind, Lifestyle, Body; §2.2, §3): each a section with its categories, each category a
 * carousel of its tiles.
 */
export function SnapshotSystems({ systems }: { systems: readonly SnapshotSystem[] }) {
  const width = useViewportWidth();
  return (
    <>
      {systems.map((system) => (
        <SystemSection key={system.title} system={system} width={width} />
      ))}
    </>
  );
}

function SystemSection({ system, width }: { system: SnapshotSystem; width: number }) {
  const titleId = useId();
  return (
    <section className={styles.system} aria-labelledby={titleId}>
      <div className={styles.heading}>
        {system.iconURI && <img src={system.iconURI} alt="" className={styles.systemIcon} />}
        <div>
          <h2 id={titleId}>{system.title}</h2>
          {system.description && <p className={styles.muted}>{system.description}</p>}
        </div>
      </div>
      {system.categories.map((category) => (
        <CategoryView key={category.title} category={category} width={width} />
      ))}
    </section>
  );
}

/**
 * A category's tiles as slides: a TAB one at a time, a SLIDESHOW three, two below 1440 px and one below 720 px
 * (`snapshotSlidesToShow`, following the window as it is resized); never more than there are tiles.
 */
function CategoryView({ category, width }: { category: SnapshotCategory; width: number }) {
  const titleId = useId();
  const perView = Math.max(1, Math.min(snapshotSlidesToShow(category.type, width), category.tiles.length));
  return (
    <div className={styles.category} data-category-type={category.type}>
      <div className={styles.heading}>
        {category.iconURI && <img src={category.iconURI} alt="" className={styles.categoryIcon} />}
        <div>
          <h3 id={titleId}>{category.title}</h3>
          {category.description && <p className={styles.muted}>{category.description}</p>}
        </div>
      </div>
      <Carousel
        variant="fixed"
        perView={perView}
        label={category.title}
        labelledBy={titleId}
        slides={category.tiles.map((tile, index) => (
          <PlainList key={index} spacing="regular" className={styles.tile}>
            {tile.subjects.map((subject) => (
              <li key={subject.resultId}>
                <SubjectCard subject={subject} />
              </li>
            ))}
          </PlainList>
        ))}
      />
    </div>
  );
}
