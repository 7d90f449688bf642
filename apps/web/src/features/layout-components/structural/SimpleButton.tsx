import { InvalidComponentNotice } from '../LayoutNode';
import { defineStructural, type NodeProps } from './defineStructural';
import { LayoutIcon } from './LayoutIcon';
import { LayoutLink } from './links';
import styles from './SimpleButton.module.css';

/** A link that looks like a button: one clear next step ("Book your consult"). */
export const SimpleButton = defineStructural(function SimpleButton({ node }: NodeProps) {
  const { linkTo, linkText, title, icon } = node.properties;
  const label = linkText ?? title;
  if (!linkTo || !label) return <InvalidComponentNotice type={node.type} />;
  return (
    <p className={styles.simpleButton}>
      <LayoutLink to={linkTo} className={styles.button}>
        <LayoutIcon file={icon} className={styles.icon} />
        {label}
      </LayoutLink>
    </p>
  );
});
