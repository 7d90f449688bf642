import type { ComponentType } from 'react';
import type { Locale } from '@health-passport/domain';

/** Decorative: the buttons carry the language name as their accessible name. */
function UsFlag() {
  const stripes = Array.from({ length: 7 }, (_, i) => (
    <rect key={i} y={i * (20 / 6.5)} width="38" height={20 / 13} fill="#b22234" />
  ));
  return (
    <svg viewBox="0 0 38 20" width="28" height="15" aria-hidden="true" focusable="false">
      <rect width="38" height="20" fill="#fff" />
      {stripes}
      <rect width="15.2" height={(20 / 13) * 7} fill="#3c3b6e" />
      <g fill="#fff">
        {[2, 5, 8].map((y) =>
          [2, 5.6, 9.2, 12.8].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y + 0.4} r="0.7" />),
        )}
      </g>
    </svg>
  );
}

function NlFlag() {
  return (
    <svg
      viewBox="0 0 9 6"
      width="28"
      height="15"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="9" height="2" fill="#ae1c28" />
      <rect y="2" width="9" height="2" fill="#fff" />
      <rect y="4" width="9" height="2" fill="#21468b" />
    </svg>
  );
}

export const FLAGS: Record<Locale, ComponentType> = {
  'en-US': UsFlag,
  'nl-NL': NlFlag,
};
