import styles from './cardLink.module.css';

/** The class of a card's one link that makes the whole card (position: relative) its target. */
export const cardLinkClass = styles.cardLink;
