import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS } from '@health-passport/domain';
import { scrollToAnchor } from './scrollToAnchor';
import styles from './RichText.module.css';

/** Every attribute allowed on some tag; which tag may carry which is checked per element below. */
const ALLOWED_ATTRIBUTE_NAMES = [...new Set(Object.values(RICH_TEXT_ALLOWED_ATTRIBUTES).flat())];

/** A highlight (mark) may only be coloured: by a theme token or a plain colour value, nothing that loads. */
const SAFE_MARK_DECLARATION =
  /^(background-color|color)\s*:\s*(var\(--color-[a-z-]+\)|#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%/]+\))$/i;

function safeMarkStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => SAFE_MARK_DECLARATION.test(declaration))
    .join('; ');
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One DOMPurify instance with the catalogue's rules as hooks, so other users of DOMPurify are unaffected. */
function richTextPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (element, event) => {
    const allowed = RICH_TEXT_ALLOWED_ATTRIBUTES[element.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(event.attrName)) {
      event.keepAttr = false;
      return;
    }
    if (event.attrName === 'style') {
      event.attrValue = safeMarkStyle(event.attrValue);
      if (event.attrValue === '') event.keepAttr = false;
    }
    // Links open in place or in a new tab; frame and window names are not for content to choose.
    if (event.attrName === 'target' && event.attrValue !== '_blank') event.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (element) => {
    // A new tab must not get a handle on this page (reverse tabnabbing) nor learn where it came from.
    if (element.nodeName === 'A' && element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** Content HTML reduced to the allowed tags and attributes (§9); scripts, handlers and javascript: urls go. */
export function sanitizeRichText(html: string): string {
  return richTextPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: ALLOWED_ATTRIBUTE_NAMES,
    ALLOW_DATA_ATTR: false,
  });
}

const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;

interface RichTextProps {
  /** A layout's `text` or `intro`: HTML or plain text (plain text becomes paragraphs at blank lines). */
  html: string;
  className?: string;
}

/** Rich text of a layout component, sanitized; links to portal pages and anchors stay in the app. */
export function RichText({ html, className }: RichTextProps) {
  const inRouter = useInRouterContext();
  const classes = [styles.richText, className].filter(Boolean).join(' ');
  if (!LOOKS_LIKE_HTML.test(html)) {
    return (
      <div className={classes}>
        {html
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean)
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
      </div>
    );
  }
  return inRouter ? <RoutedHtml html={html} className={classes} /> : <Html html={html} className={classes} />;
}

function Html({
  html,
  className,
  onClick,
}: {
  html: string;
  className: string;
  onClick?: (event: MouseEvent) => void;
}) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  // The markup is sanitized above; the click handler only re-routes links that are already there.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}

function RoutedHtml({ html, className }: { html: string; className: string }) {
  const navigate = useNavigate();
  const followLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target === '_blank') return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (href.startsWith('#')) {
      if (scrollToAnchor(decodeURIComponent(href.slice(1)))) event.preventDefault();
    } else if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      void navigate(href);
    }
  };
  return <Html html={html} className={className} onClick={followLink} />;
}
