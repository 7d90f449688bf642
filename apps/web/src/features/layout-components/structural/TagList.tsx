import { useTranslation } from 'react-i18next';
import { InvalidComponentNotice } from '../LayoutNode';
import { defineStructural, type NodeProps } from './defineStructural';
import { LayoutIcon } from './LayoutIcon';
import { LayoutLink } from './links';
import styles from './TagList.module.css';

/** Short labels (topics, what a result is about), each linking on when it has a target. */
export const TagList = defineStructural(function TagList({ node }: NodeProps) {
  const { t } = useTranslation();
  const { id, title, tags = [] } = node.properties;
  if (tags.length === 0) return <InvalidComponentNotice type={node.type} />;
  return (
    <ul id={id} className={styles.tagList} aria-label={title ?? t('layout.tags')}>
      {tags.map((tag, index) => {
        const content = (
          <>
            <LayoutIcon file={tag.icon} className={styles.icon} />
            {tag.text}
          </>
        );
        return (
          <li key={index}>
            {tag.linkTo ? (
              <LayoutLink to={tag.linkTo} className={`${styles.tag} ${styles.linked}`}>
                {content}
              </LayoutLink>
            ) : (
              <span className={styles.tag}>{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
});
