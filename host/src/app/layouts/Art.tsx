/** Small brand illustrations (inline SVG: no request, crisp at every size, no emoji font needed). */
import type { ReactElement } from 'react';
export type ArtName = 'pasta' | 'question' | 'star' | 'gift' | 'receipt' | 'ticket';

const PATHS: Record<ArtName, ReactElement> = {
  star: (
    <path
      d="M50 8l12.4 25.1 27.6 4-20 19.5 4.7 27.5L50 71.1 25.3 84.1 30 56.6 10 37.1l27.6-4z"
      fill="#ffd23f"
      stroke="#3a1208"
      strokeWidth="4"
      strokeLinejoin="round"
    />
  ),
  pasta: (
    <g fill="none" stroke="#3a1208" strokeWidth="4" strokeLinecap="round">
      <ellipse cx="50" cy="70" rx="38" ry="14" fill="#fff3d6" />
      <path d="M22 66c6-22 14-22 20 0s14 22 20 0 14-22 18 0" stroke="#ff9f1c" strokeWidth="7" />
      <path d="M30 40c4-10 10-10 14 0s10 10 14 0 10-10 14 0" stroke="#ffd23f" strokeWidth="7" />
      <circle cx="68" cy="22" r="7" fill="#c8102e" />
    </g>
  ),
  question: (
    <g stroke="#3a1208" strokeWidth="4" strokeLinejoin="round">
      <path d="M14 18h72v48H46L28 84V66H14z" fill="#ffffff" />
      <text
        x="50"
        y="56"
        textAnchor="middle"
        fontSize="36"
        fontWeight="900"
        fill="#c8102e"
        stroke="none"
        fontFamily="Arial Black, sans-serif"
      >
        ?
      </text>
    </g>
  ),
  gift: (
    <g stroke="#3a1208" strokeWidth="4" strokeLinejoin="round">
      <rect x="16" y="40" width="68" height="46" rx="4" fill="#c8102e" />
      <rect x="10" y="28" width="80" height="16" rx="4" fill="#ffd23f" />
      <path d="M50 28v58" stroke="#ffd23f" strokeWidth="10" />
      <path d="M50 28c-8-16-26-16-22-4 2 5 14 4 22 4zm0 0c8-16 26-16 22-4-2 5-14 4-22 4z" fill="#ffd23f" />
    </g>
  ),
  receipt: (
    <g stroke="#3a1208" strokeWidth="4" strokeLinejoin="round">
      <path d="M24 10h52v80l-9-6-9 6-8-6-8 6-9-6-9 6z" fill="#ffffff" />
      <path d="M34 30h32M34 44h32M34 58h20" strokeLinecap="round" />
      <circle cx="70" cy="70" r="14" fill="#ffd23f" />
    </g>
  ),
  ticket: (
    <g stroke="#3a1208" strokeWidth="4" strokeLinejoin="round">
      <path d="M10 30h80v12a8 8 0 000 16v12H10V58a8 8 0 000-16z" fill="#ffd23f" />
      <path d="M36 30v40" strokeDasharray="5 5" />
      <text
        x="63"
        y="56"
        textAnchor="middle"
        fontSize="13"
        fontWeight="900"
        fill="#c8102e"
        stroke="none"
        fontFamily="Arial Black, sans-serif"
      >
        CODE
      </text>
    </g>
  ),
};

export function Art({ name, size = 96, className }: { name: ArtName; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {PATHS[name]}
    </svg>
  );
}
