import styles from './fields.module.css';

/** A field's decorative icon; a bare file name loads from /icons/ (passport-and-professional §2.4). */
export function FieldIcon({ icon }: { icon: string | undefined }) {
  if (icon === undefined || icon.trim() === '') return null;
  const src = /^(https?:)?\//.test(icon) ? icon : `/icons/${icon}`;
  return <img src={src} alt="" className={styles.icon} />;
}
