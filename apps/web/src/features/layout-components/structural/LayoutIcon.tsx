import { iconUrl } from '@health-passport/domain';

/** A decorative icon from /icons/ (§2.4): the text beside it says what it means. Sized by `className`. */
export function LayoutIcon({ file, className }: { file: string | undefined; className?: string }) {
  if (!file) return null;
  return <img src={iconUrl(file)} alt="" className={className} loading="lazy" decoding="async" />;
}
